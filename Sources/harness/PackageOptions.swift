import ArgumentParser
import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// Options shared by `harness test` and `harness list`: which package, how to build it.
struct PackageOptions: ParsableArguments {
    enum XCTestChoice: String, ExpressibleByArgument, CaseIterable {
        case harness
        case toolchain
    }

    @Option(help: ArgumentHelp("The package to test.", valueName: "path"))
    var packagePath: String = "."

    @Option(
        help: "Which XCTest runs the tests: Harness's (default), or the toolchain's, driven through its console output."
    )
    var xctest: XCTestChoice = .harness

    @Flag(help: "Use the bundles of the last build instead of building.")
    var skipBuild = false

    @Flag(help: "Print the build's whole output, and why the build ran or was skipped.")
    var verboseBuild = false

    @Flag(
        help: """
            Run SwiftPM's build check even when no build input changed since the last build \
            (by default it is skipped then).
            """)
    var alwaysBuild = false

    @OptionGroup var buildInputs: BuildInputOptions

    /// The package's root, absolute, checked to hold a manifest.
    func packageRoot() throws(CommandFailure) -> String {
        let url = URL(
            fileURLWithPath: packagePath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw CommandFailure(
                "no Package.swift in '\(packagePath)': pass the root of a Swift package with --package-path",
                code: RunnerExitCode.badInput)
        }
        return url.path
    }

    /// Builds (unless `--skip-build`) and lists the package's bundles.
    func inventory(root: String, buildJobs: Int?, instrumented: Bool = false) throws(CommandFailure) -> TestInventory {
        let progress = BuildProgress(isTerminal: isatty(2) == 1, verbose: verboseBuild) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
        var builder = PackageBuilder(
            packagePath: root, harnessRoot: HarnessLocation.root(), jobs: buildJobs, progress: progress)
        builder.suppliedDescription = try buildInputs.suppliedDescription()
        builder.instrumented = instrumented
        builder.skipsUnchangedBuild = !alwaysBuild
        let bundles: [String]
        do {
            if let products = buildInputs.builtProducts {
                bundles = try builder.bundles(inProductsFolder: buildInputs.absolute(products))
            } else if skipBuild, let mode = builder.lastBuiltMode(toolchain: xctest == .toolchain) {
                bundles = try builder.bundles(mode: mode)
            } else {
                let mode = try builder.detectMode(toolchain: xctest == .toolchain)
                bundles = skipBuild ? try builder.bundles(mode: mode) : try builder.build(mode: mode)
            }
        } catch {
            throw CommandFailure(
                error.description, code: error.isBuildFailure ? RunnerExitCode.buildFailed : RunnerExitCode.badInput)
        }
        do {
            return try BundleLister(readsLineListing: xctest == .toolchain).inventory(
                of: bundles, workingDirectory: root, cache: ListingCache(packagePath: root))
        } catch {
            throw CommandFailure("failed to list tests: \(error)", code: RunnerExitCode.internalError)
        }
    }
}
