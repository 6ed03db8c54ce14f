import Foundation
import HarnessModel

/// Where a session's tests come from: the package's bundles, built and listed, and its
/// targets. ``SwiftPMBundleSource`` builds with SwiftPM and lists by running the bundles;
/// ``ArchiveBundleSource`` takes them, their listing and the description from a test archive
/// (`harness test --archive`); tests of the session give a fixed inventory instead.
///
/// ```swift
/// let bundles = try source.bundles(instrumented: false, progress: progress)
/// let inventory = try source.inventory(of: bundles, listingEnvironment: [:])
/// ```
package protocol BundleSource: AnyObject {
    /// Builds the bundles (unless the build settings say not to): their paths.
    func bundles(instrumented: Bool, progress: BuildProgress) throws(HarnessFailure) -> [String]

    /// Lists the bundles by running them, with `listingEnvironment` added to the runner's own.
    func inventory(of bundles: [String], listingEnvironment: [String: String]) throws(HarnessFailure)
        -> TestInventory

    /// The package's targets, from its description (read once, until ``packageChanged()``).
    func targets() throws(HarnessFailure) -> PackageTargets

    /// The manifest changed: the description is read again next time.
    func packageChanged()

    /// Where the listed tests are declared, and the root their paths are relative to (what
    /// JUnit's `file` and `line` name).
    func sourceMap(of inventory: TestInventory) -> TestSourceMap

    /// The package's description, `swift package dump-package`'s JSON (what an archive keeps).
    func packageDescription() throws(HarnessFailure) -> Data

    /// What every worker needs in its environment beyond `inherited` (the session's): an
    /// archive's shared libraries ahead of the inherited `LD_LIBRARY_PATH`; empty for bundles run
    /// where they were built.
    func runEnvironment(inheriting inherited: [String: String]) -> [String: String]

    /// Where the bundles' recorded source paths are reported (an archive run under
    /// `--workspace-remap`); nil reports them as recorded.
    var sourcePathRemap: SourcePathRemap? { get }

    /// Whether the bundles ``bundles(instrumented:progress:)`` gave run on the toolchain's
    /// XCTest (driven through its console output) rather than on Harness's.
    var runsToolchainXCTest: Bool { get }
}
