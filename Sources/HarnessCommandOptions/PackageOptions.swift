import ArgumentParser
import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// Options shared by `harness test`, `harness list`, `harness archive` and `harness ui`: which
/// package, how to build it.
package struct PackageOptions: ParsableArguments {
    package enum XCTestChoice: String, ExpressibleByArgument, CaseIterable {
        case harness
        case toolchain
    }

    @Option(help: ArgumentHelp("The package to test.", valueName: "path"))
    package var packagePath: String = "."

    @Option(
        help: "Which XCTest runs the tests: Harness's (default), or the toolchain's, driven through its console output."
    )
    package var xctest: XCTestChoice = .harness

    @Flag(help: "Use the bundles of the last build instead of building.")
    package var skipBuild = false

    @Flag(help: "Print the build's whole output, and why the build ran or was skipped.")
    package var verboseBuild = false

    @Flag(
        help: """
            Run SwiftPM's build check even when no build input changed since the last build \
            (by default it is skipped then).
            """)
    package var alwaysBuild = false

    @OptionGroup package var buildInputs: BuildInputOptions

    package init() {}

    /// The package's root, absolute, checked to hold a manifest.
    package func packageRoot() throws(HarnessFailure) -> String {
        try Self.packageRoot(packagePath).path
    }

    /// `path` (relative to where the command started) as a package's root, checked to hold a
    /// manifest: every command's `--package-path` means the same.
    package static func packageRoot(_ path: String) throws(HarnessFailure) -> URL {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw HarnessFailure(
                "no Package.swift in '\(path)': pass the root of a Swift package with --package-path",
                code: RunnerExitCode.badInput)
        }
        return url
    }

    /// How the session builds (or finds) the bundles.
    package func buildSettings() throws(HarnessFailure) -> BuildSettings {
        var build = try buildInputs.buildSettings()
        build.toolchainXCTest = xctest == .toolchain
        build.skipBuild = skipBuild
        build.alwaysBuild = alwaysBuild
        build.verbose = verboseBuild
        return build
    }

    /// The session settings of a command that only builds and lists (`harness list`).
    package func listingSettings() throws(HarnessFailure) -> SessionSettings {
        var settings = SessionSettings(
            packageRoot: try packageRoot(), environment: ProcessInfo.processInfo.environment)
        settings.build = try buildSettings()
        return settings
    }
}
