import Foundation
import HarnessModel
import HarnessRunner

/// The package's bundles as SwiftPM builds them (``PackageBuilder``: adopted, unmodified or on
/// the toolchain's XCTest) and as they list themselves (``BundleLister``), and its targets from
/// the one description ``PackageBuilder/packageDescription()`` reads.
///
/// ```swift
/// let source = SwiftPMBundleSource(packageRoot: root, build: settings.build, environment: settings.environment)
/// let inventory = try source.inventory(of: try source.bundles(instrumented: false, progress: progress), listingEnvironment: [:])
/// ```
package final class SwiftPMBundleSource: BundleSource {
    let packageRoot: String
    /// How to build; `harnessXCTestReason` follows the session's coverage (``TestSession/setCoverage(_:)``).
    var build: BuildSettings
    /// The session's environment: SwiftPM's and the listings'.
    let environment: [String: String]
    /// Read once, until the manifest changes.
    private var cachedTargets: PackageTargets?
    /// How the last bundles were built.
    private var builtMode: PackageBuilder.Mode?

    package init(packageRoot: String, build: BuildSettings, environment: [String: String]) {
        self.packageRoot = packageRoot
        self.build = build
        self.environment = environment
    }

    package func bundles(instrumented: Bool, progress: BuildProgress) throws(HarnessFailure) -> [String] {
        var builder = builder(progress: progress)
        builder.instrumented = instrumented
        do {
            let mode: PackageBuilder.Mode
            let bundles: [String]
            if build.skipBuild, build.builtProducts == nil {
                mode = try builder.lastBuiltMode(route: build.xctest)
                bundles = try builder.bundles(mode: mode)
            } else {
                mode = try builder.detectMode(route: build.xctest, harnessReason: build.harnessXCTestReason)
                if let products = build.builtProducts {
                    bundles = try builder.bundles(builtIn: products, mode: mode)
                } else {
                    bundles = build.skipBuild ? try builder.bundles(mode: mode) : try builder.build(mode: mode)
                }
            }
            builtMode = mode
            return bundles
        } catch {
            throw HarnessFailure(
                error.description, code: error.isBuildFailure ? RunnerExitCode.buildFailed : RunnerExitCode.badInput)
        }
    }

    /// The bundles of the last ``bundles(instrumented:progress:)`` run on the toolchain's XCTest.
    package var runsToolchainXCTest: Bool { builtMode == .toolchain }

    package func inventory(of bundles: [String], listingEnvironment: [String: String]) throws(HarnessFailure)
        -> TestInventory
    {
        var lister = BundleLister(readsLineListing: runsToolchainXCTest)
        lister.environment = environment.merging(listingEnvironment) { $1 }
        do {
            return try lister.inventory(
                of: bundles, workingDirectory: packageRoot,
                cache: ListingCache(packagePath: packageRoot) {
                    FileHandle.standardError.write(Data("warning: \($0)\n".utf8))
                })
        } catch {
            throw HarnessFailure("failed to list tests: \(error)", code: RunnerExitCode.internalError)
        }
    }

    package func targets() throws(HarnessFailure) -> PackageTargets {
        if let cachedTargets { return cachedTargets }
        let description = try packageDescription()
        do {
            let targets = try PackageTargets(manifestJSON: description, root: packageRoot)
            cachedTargets = targets
            return targets
        } catch {
            throw HarnessFailure("cannot read the package's targets: \(error)", code: RunnerExitCode.badInput)
        }
    }

    /// The one description ``PackageBuilder/packageDescription()`` reads (cached while the
    /// manifests are unchanged).
    package func packageDescription() throws(HarnessFailure) -> Data {
        let quiet = BuildProgress(isTerminal: false) { _ in }
        do {
            return try builder(progress: quiet).packageDescription()
        } catch {
            throw HarnessFailure(
                error.description, code: error.isBuildFailure ? RunnerExitCode.buildFailed : RunnerExitCode.badInput)
        }
    }

    /// Bundles run where they were built need nothing more (the overlay links the package's
    /// executables beside its bundles).
    package func runEnvironment(inheriting inherited: [String: String]) -> [String: String] { [:] }

    /// Their recorded paths are this checkout's.
    package var sourcePathRemap: SourcePathRemap? { nil }

    package func packageChanged() {
        cachedTargets = nil
    }

    /// Swift Testing's declarations from the listing, XCTest's found in the test targets'
    /// sources (``TestSourceLocator``); without the package's targets, Swift Testing's alone.
    package func sourceMap(of inventory: TestInventory) -> TestSourceMap {
        // Targets that cannot be read (a manifest the build said it failed on): Swift Testing's alone.
        let targets = (try? targets()) ?? PackageTargets(targets: [])
        return TestSourceMap(
            root: packageRoot,
            declarations: TestSourceLocator(root: packageRoot, targets: targets).locations(of: inventory))
    }

    private func builder(progress: BuildProgress) -> PackageBuilder {
        var builder = PackageBuilder(
            packagePath: packageRoot, harnessRoot: build.harnessRoot, swift: build.swift, jobs: build.jobs,
            environment: environment, progress: progress)
        builder.suppliedDescription = build.suppliedDescription
        builder.customScratchPath = build.scratchPath
        builder.skipsUnchangedBuild = !build.alwaysBuild
        builder.progress.verbose = builder.progress.verbose || build.verbose
        return builder
    }
}
