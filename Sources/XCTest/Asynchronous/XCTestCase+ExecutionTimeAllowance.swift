import Foundation
internal import HarnessWire

/// The execution time allowance: how long one test (set-up, method and tear-down) may run
/// before the bundle reports it as timed out and stops, so that a test stuck in an `await`
/// that never resumes, or in a wait with no real timeout, cannot hang the run.
///
/// ```swift
/// override func setUp() {
///     executionTimeAllowance = 120   // this slow test may take two minutes
/// }
/// ```
///
/// As with Apple's XCTest, a value a test sets is rounded up to whole minutes, one minute at
/// least; the default is ten minutes. Unlike Apple's, the limit is always enforced, and the
/// bundle's default can be set, to the second, with the environment variable
/// `HARNESS_EXECUTION_TIME_ALLOWANCE` (seconds). See `ExecutionTimeWatchdog` for what
/// happens when a test runs out of time.
extension XCTestCase {
    /// Runs the test's invocation under the watchdog. `XCTestCase.perform(_:)` calls it.
    func runWithinExecutionTimeAllowance(_ context: TestContext, _ invocation: () -> Void) {
        // Read through the property, so that a subclass's override counts. A value the test
        // gave (set, or overridden) is rounded as Apple rounds it; the bundle's default is not.
        let value = executionTimeAllowance
        let isDefault = asyncState.explicitAllowance == nil && value == ExecutionTimeAllowance.bundleDefault
        let allowance = isDefault ? value : ExecutionTimeAllowance.roundedAsApple(value)
        ExecutionTimeWatchdog.shared.arm(testCase: self, context: context, allowance: allowance)
        invocation()
        ExecutionTimeWatchdog.shared.disarm()
    }

    /// Reports expectations this test made and never waited for, and stops what its
    /// expectations still watch. `XCTestCase.perform(_:)` calls it after the invocation.
    func finishExpectations(_ context: TestContext) {
        asyncState.finish(in: context)
    }
}

/// The allowance's defaults and rounding.
enum ExecutionTimeAllowance {
    /// Apple's default: ten minutes.
    static let appleDefault: TimeInterval = 600

    /// The allowance of a test that sets none: the bundle's default
    /// (``BundleVariable/executionTimeAllowance``), else Apple's.
    static var bundleDefault: TimeInterval {
        BundleSettings.thisProcess.executionTimeAllowance ?? appleDefault
    }

    /// A test's own value rounded up to whole minutes, one at least, as Apple's XCTest does.
    static func roundedAsApple(_ seconds: TimeInterval) -> TimeInterval {
        guard seconds.isFinite else { return seconds.isNaN ? 60 : seconds }
        return max(60, (seconds / 60).rounded(.up) * 60)
    }
}
