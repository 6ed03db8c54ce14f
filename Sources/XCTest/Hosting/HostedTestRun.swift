internal import AppHost
import Foundation
internal import HarnessWire

/// Runs a bundle's tests inside its declared host, or bare when the run has none.
///
/// ```
/// XCTMain ─► host launch (HostedLaunch: TestingAppDelegate, none, or production)
///              notRunning ─► launching ─► active ─┐
///                                                 ├─► tests on the main thread ("All tests" … )
///              terminated ◄─ terminating ◄────────┘   (willTerminate after the last test)
///          ─► runFinished, exit
/// ```
struct HostedTestRun {
    /// The run's host; nil for a library run.
    let host: TestHostDeclaration?

    /// Runs `tests` (given the host as plain data, for `runStarted`), inside the launched host
    /// when there is one.
    ///
    /// - Returns: nil when the tests ran; a one-line message when the host failed to launch
    ///   and no test ran.
    func run(_ tests: @escaping (TestHostRecord?) -> Void) -> String? {
        guard let host else {
            tests(nil)
            return nil
        }
        let record: TestHostRecord
        switch host.record() {
        case .success(let found): record = found
        case .failure(let failure): return "failed to launch the test host of \(host.module): \(failure.message)"
        }
        guard Thread.isMainThread else {
            return "failed to launch the test host of \(host.module): XCTMain must run on the main thread to host tests"
        }
        let body = OnThisThread(tests)
        let exit = MainActor.assumeIsolated {
            host.launch {
                // What the launch ran is not the tests' coverage (the seeds' complaint).
                CoverageCounters.resetAfterLaunch()
                body.value(record)
                return 0
            }
        }
        return exit.failureLine.map { "failed to launch the test host of \(host.module): \($0)" }
    }
}

/// A value used only on the thread that created it: `assumeIsolated` runs its body right
/// here, on the main thread, so handing the tests' closure to it crosses no thread.
private struct OnThisThread<Value>: @unchecked Sendable {
    // @unchecked: the value is used only on the thread that made it (see above).
    let value: Value
    init(_ value: Value) { self.value = value }
}
