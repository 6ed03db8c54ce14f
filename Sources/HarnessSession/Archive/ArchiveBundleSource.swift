import Foundation
import HarnessModel

/// A session's bundles from a test archive (`harness test|list --archive tests.harness`):
/// nothing is built and no bundle is listed; the bundles, their listing and the package's
/// description are the archive's, and the bundles load the archive's shared libraries.
/// Reported source paths are the build machine's, or under `--workspace-remap DIR` where the
/// sources are checked out here.
///
/// ```swift
/// let archive = try UnpackedArchive.open("tests.harness")
/// let source = ArchiveBundleSource(archive, workspace: "/ci/checkout")
/// let session = try TestSession(settings, source: source)
/// ```
package final class ArchiveBundleSource: BundleSource {
    package let archive: UnpackedArchive
    /// `--workspace-remap`: where the sources are checked out here; nil keeps the build
    /// machine's paths.
    package let workspace: String?

    package init(_ archive: UnpackedArchive, workspace: String?) {
        self.archive = archive
        self.workspace = workspace
    }

    package func bundles(instrumented: Bool, progress: BuildProgress) throws(HarnessFailure) -> [String] {
        guard !instrumented else {
            throw HarnessFailure(
                "--coverage needs bundles built for it, and '\(archive.path)' holds a plain build: run coverage where "
                    + "the package is built",
                code: RunnerExitCode.badInput)
        }
        return archive.inventory.bundles.map(\.path)
    }

    /// The archive's listing (no bundle runs), its Swift Testing declarations where the sources
    /// are checked out here.
    package func inventory(of bundles: [String], listingEnvironment: [String: String]) throws(HarnessFailure)
        -> TestInventory
    {
        guard let remap = sourcePathRemap else { return archive.inventory }
        var inventory = archive.inventory
        for bundle in inventory.bundles.indices {
            for testClass in inventory.bundles[bundle].classes.indices {
                for function in inventory.bundles[bundle].classes[testClass].functions.indices {
                    let location = inventory.bundles[bundle].classes[testClass].functions[function].location
                    inventory.bundles[bundle].classes[testClass].functions[function].location = remap.location(location)
                }
            }
        }
        return inventory
    }

    package func targets() throws(HarnessFailure) -> PackageTargets {
        do {
            return try PackageTargets(
                manifestJSON: archive.description, root: workspace ?? archive.manifest.packageRoot)
        } catch {
            throw HarnessFailure(
                "cannot read the package's targets from '\(archive.path)': \(error)", code: RunnerExitCode.badInput)
        }
    }

    package func packageChanged() {}

    /// The declarations the archive recorded, moved under the workspace when remapped.
    package func sourceMap(of inventory: TestInventory) -> TestSourceMap {
        guard let remap = sourcePathRemap else { return archive.sources }
        return TestSourceMap(
            root: remap.to, declarations: archive.sources.declarations.mapValues(remap.location))
    }

    package func packageDescription() throws(HarnessFailure) -> Data {
        archive.description
    }

    /// The archive's libraries first: the loader searches `LD_LIBRARY_PATH` before a bundle's
    /// `RUNPATH`, which names folders of the build machine.
    package func runEnvironment(inheriting inherited: [String: String]) -> [String: String] {
        let after = inherited["LD_LIBRARY_PATH"].map { ":\($0)" } ?? ""
        return ["LD_LIBRARY_PATH": archive.libraryFolder + after]
    }

    /// As the archive's bundles were built.
    package var runsToolchainXCTest: Bool { archive.manifest.toolchainXCTest }

    package var sourcePathRemap: SourcePathRemap? {
        workspace.map { SourcePathRemap(from: archive.manifest.packageRoot, to: $0) }
    }
}
