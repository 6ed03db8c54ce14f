import HarnessWire

/// The environment a worker process starts with: the runner's own and the run's extra
/// variables, without any bundle setting meant for some other process, plus the settings this
/// runner gives this worker (``BundleSettings``).
///
/// ```swift
/// let environment = WorkerEnvironment.make(
///     inherited: ProcessInfo.processInfo.environment, configured: configuration.environment,
///     wireDescriptor: 3, followsFilterOrder: false)
/// ```
enum WorkerEnvironment {
    /// The variable that turns Swift's symbolicating backtracer on or off.
    static let backtraceVariable = "SWIFT_BACKTRACE"

    /// - Parameters:
    ///   - inherited: the runner's environment (a runner started by a test, or by another
    ///     runner's worker, may hold that worker's wire: it is never passed on).
    ///   - configured: the run's extra variables (a test plan's, its default allowance).
    ///   - wireDescriptor: the descriptor number the worker's wire is on, nil for a worker read
    ///     through its console (the toolchain's XCTest).
    ///   - followsFilterOrder: whether the worker runs tests in the filter's order.
    static func make(
        inherited: [String: String], configured: [String: String], wireDescriptor: Int32?, followsFilterOrder: Bool
    ) -> [String: String] {
        let given = inherited.merging(configured) { $1 }
        var settings = BundleSettings()
        // The default execution time allowance is the one bundle setting a user (or a plan)
        // gives the bundle directly; everything else is this runner's to decide.
        settings.executionTimeAllowance = BundleSettings(environment: given).executionTimeAllowance
        // The per-test coverage folder is this run's (`--coverage per-test`, in the extra
        // environment), never one inherited from a runner that started this one.
        settings.coveragePerTestDirectory = BundleSettings(environment: configured).coveragePerTestDirectory
        settings.followsFilterOrder = followsFilterOrder
        if let wireDescriptor {
            settings.wireFileDescriptor = wireDescriptor
            // Everything the console lines say comes over the wire: without them the bundle
            // writes less and a quiet test's output needs no file read at all.
            settings.printsConsole = false
        }
        var environment = BundleSettings.removingConsumedVariables(from: given)
        // Swift's symbolicating backtracer takes ~0.4 s per crash; the runtime's own stack
        // trace takes ~15 ms. Users who want symbols set SWIFT_BACKTRACE themselves.
        if environment[backtraceVariable] == nil { environment[backtraceVariable] = "enable=no" }
        return environment.merging(settings.environment) { $1 }
    }
}
