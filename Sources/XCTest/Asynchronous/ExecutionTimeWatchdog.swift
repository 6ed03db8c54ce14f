internal import CXCTestSupport
import Foundation
internal import HarnessWire

/// Ends the bundle when the running test outlives its execution time allowance.
///
/// A test stuck in an `await` that never resumes, or blocked for ever, cannot be stopped
/// from inside the process: Swift has no way to abandon a task or a blocked thread. So the
/// watchdog records the failure for the test ("Test exceeded execution time allowance of
/// N seconds"), finishes the test's report (console line, wire event), flushes output and
/// exits with ``BundleExitCode/executionTimeAllowanceExceeded``; the runner restarts a
/// worker for the tests that remain.
///
/// ```
///   test starts ── arm(deadline) ──► watchdog thread sleeps until the deadline
///   test ends  ── disarm ─────────► (nothing to wake: the thread re-checks at its deadline)
///   deadline passes while armed ──► record, stop the test run, flush, _exit(3)
/// ```
///
/// Arming costs two uncontended lock operations: the thread is woken only when a new
/// deadline is earlier than the one it sleeps until.
final class ExecutionTimeWatchdog: @unchecked Sendable {
    // @unchecked: every `var` is read and written under `condition`'s lock only.
    static let shared = ExecutionTimeWatchdog()

    private struct Armed {
        let deadline: UInt64
        let allowance: TimeInterval
        let testCase: XCTestCase
        let context: TestContext
    }

    private enum State {
        case idle
        case armed(Armed)
        case fired
    }

    private let condition = NSCondition()
    private var state = State.idle
    private var sleepsUntil: UInt64?
    private var thread: Thread?

    /// Starts watching `testCase`, which must finish within `allowance` seconds.
    func arm(testCase: XCTestCase, context: TestContext, allowance: TimeInterval) {
        guard let deadline = ExpectationSubsystem.deadline(after: allowance) else { return }
        condition.withLock {
            if case .fired = state { return }
            state = .armed(Armed(deadline: deadline, allowance: allowance, testCase: testCase, context: context))
            if thread == nil {
                let watcher = Thread { [self] in watch() }
                watcher.name = "Harness execution time watchdog"
                thread = watcher
                watcher.start()
            } else if sleepsUntil.map({ deadline < $0 }) ?? true {
                condition.signal()
            }
        }
    }

    /// Stops watching. If the watchdog has already fired, the test's thread must not go on
    /// reporting: it parks until the watchdog ends the process.
    func disarm() {
        condition.lock()
        if case .fired = state {
            while true { condition.wait() }
        }
        state = .idle
        condition.unlock()
    }

    private func watch() {
        condition.lock()
        while true {
            switch state {
            case .idle, .fired:
                sleepsUntil = nil
                condition.wait()
            case .armed(let armed):
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < armed.deadline else {
                    state = .fired
                    condition.unlock()
                    fire(armed)
                }
                sleepsUntil = armed.deadline
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(armed.deadline - now) / 1e9))
            }
        }
    }

    private func fire(_ armed: Armed) -> Never {
        let allowance = Self.format(armed.allowance)
        let issue = XCTIssue(
            type: .system,
            compactDescription: "Test exceeded execution time allowance of \(allowance)",
            sourceCodeContext: ExpectationIssues.unknownLocation.sourceCodeContext)
        TestContext.$current.withValue(armed.context) { IssueRecorder.record(issue) }
        if let run = armed.testCase.testRun, run.isStarted, !run.isStopped {
            (run as? XCTestCaseRun)?.exceededTimeAllowance = armed.allowance
            run.stop()
        }
        let status = BundleExitCode.executionTimeAllowanceExceeded
        let message =
            "error: '\(armed.context.displayName)' exceeded its execution time allowance of \(allowance); "
            + "stopping the bundle (exit status \(status))\n"
        FileHandle.standardError.write(Data(message.utf8))
        cxct_flush_stdio()
        _exit(status)
    }

    /// "1 second", "2 seconds", "0.5 seconds": whole seconds without a fraction.
    private static func format(_ seconds: TimeInterval) -> String {
        let number = seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
        return seconds == 1 ? "1 second" : "\(number) seconds"
    }
}
