import HarnessWire

/// The environment a worker process starts with: the runner's own and the run's extra
/// variables, without any bundle setting meant for some other process, plus the settings this
/// runner gives this worker (``BundleSettings``), if something in the worker reads them.
///
/// ```swift
/// let environment = WorkerEnvironment.make(
///     inherited: settings.environment, configured: configuration.environment, bundle: "PkgPackageTests",
///     wireDescriptor: 3, followsFilterOrder: false)
/// ```
///
/// A bundle setting is only ever given to a process whose Harness code takes it out of its
/// environment before any test runs (`BundleSettings.thisProcess`, XCTMain): an XCTest worker
/// on Harness's XCTest (``make(inherited:configured:bundle:wireDescriptor:followsFilterOrder:)``).
/// Every other worker starts ``plain(inherited:configured:)``: the toolchain's XCTest and Swift
/// Testing's own entry point (SwiftPM's `--testing-library swift-testing`) read none of them
/// and run test code first, so a setting would reach every test and every process a test
/// starts, exit-test children included. A Swift Testing worker is told everything through its
/// configuration (``SwiftTestingConfiguration``), which names its stream's descriptor.
enum WorkerEnvironment {
    /// The variable that turns Swift's symbolicating backtracer on or off.
    static let backtraceVariable = "SWIFT_BACKTRACE"

    /// An XCTest worker on Harness's XCTest, writing its wire to `wireDescriptor`.
    ///
    /// - Parameters:
    ///   - inherited: the runner's environment (a runner started by a test, or by another
    ///     runner's worker, may hold that worker's wire: it is never passed on).
    ///   - configured: the run's extra variables (a test plan's, its default allowance).
    ///   - bundle: the worker's bundle, whose folder its per-test coverage records go in.
    ///   - wireDescriptor: the descriptor number the worker's wire is on.
    ///   - followsFilterOrder: whether the worker runs tests in the filter's order.
    static func make(
        inherited: [String: String], configured: [String: String], bundle: String, wireDescriptor: Int32,
        followsFilterOrder: Bool
    ) -> [String: String] {
        let given = inherited.merging(configured) { $1 }
        var settings = BundleSettings()
        // The default execution time allowance is the one bundle setting a user (or a plan)
        // gives the bundle directly; everything else is this runner's to decide.
        settings.executionTimeAllowance = BundleSettings(environment: given).executionTimeAllowance
        settings.coveragePerTestDirectory = coveragePerTestDirectory(configured: configured, bundle: bundle)
        settings.followsFilterOrder = followsFilterOrder
        settings.wireFileDescriptor = wireDescriptor
        // Everything the console lines say comes over the wire: without them the bundle
        // writes less and a quiet test's output needs no file read at all.
        settings.printsConsole = false
        return with(settings, inherited: inherited, configured: configured)
    }

    /// A worker in which no Harness code reads bundle settings before its tests run (the
    /// toolchain's XCTest, Swift Testing's own entry point): the runner's and the run's
    /// variables without any bundle setting, whoever set it.
    static func plain(inherited: [String: String], configured: [String: String]) -> [String: String] {
        with(BundleSettings(), inherited: inherited, configured: configured)
    }

    /// A Swift Testing worker run by Harness's entry point in-process (`SwiftTestingHost`,
    /// under `--coverage per-test`), which takes its settings out before any test runs: the
    /// configuration at `configurationPath` and the per-test coverage folder of `bundle`.
    static func swiftTestingInProcess(
        inherited: [String: String], configured: [String: String], bundle: String, configurationPath: String
    ) -> [String: String] {
        let settings = BundleSettings(
            coveragePerTestDirectory: coveragePerTestDirectory(configured: configured, bundle: bundle),
            swiftTestingConfigurationPath: configurationPath)
        return with(settings, inherited: inherited, configured: configured)
    }

    /// The per-test coverage folder of `bundle` in this run's (`--coverage per-test`, in the
    /// extra environment), never one inherited from a runner that started this one.
    private static func coveragePerTestDirectory(configured: [String: String], bundle: String) -> String? {
        BundleSettings(environment: configured).coveragePerTestDirectory.map {
            TestCoverageRecord.folder(ofBundle: bundle, in: $0)
        }
    }

    private static func with(
        _ settings: BundleSettings, inherited: [String: String], configured: [String: String]
    ) -> [String: String] {
        var environment = BundleSettings.removingConsumedVariables(from: inherited.merging(configured) { $1 })
        // Swift's symbolicating backtracer takes ~0.4 s per crash; the runtime's own stack
        // trace takes ~15 ms. Users who want symbols set SWIFT_BACKTRACE themselves.
        if environment[backtraceVariable] == nil { environment[backtraceVariable] = "enable=no" }
        return environment.merging(settings.environment) { $1 }
    }
}
