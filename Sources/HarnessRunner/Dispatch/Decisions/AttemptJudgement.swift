import HarnessModel
import HarnessWire

/// Pure decisions about one attempt of one test: its status, whether it is retried, whether
/// its output is shown.
///
/// ```swift
/// AttemptJudgement.status(outcome: .failed, exceededTimeAllowance: nil)           // .failed
/// AttemptJudgement.statusOfUnfinished(end: .signaled(11), killedFor: nil)        // .crashed
/// AttemptJudgement.shouldRetry(status: .crashed, attempt: 1, retries: 2, interrupted: false) // true
/// ```
package enum AttemptJudgement {
    /// Why the runner itself ended a worker.
    package enum KillReason: Hashable, Sendable {
        /// The running test (or the worker's set-up) outlived its time allowance.
        case timeout
        /// The user interrupted the run.
        case interrupt
    }

    /// The status of a test the bundle reported finished. A test stopped by its own
    /// `executionTimeAllowance` watchdog (the wire's typed `exceededTimeAllowance`) counts as
    /// timed out, like one the runner kills; an issue's text is never read.
    package static func status(outcome: TestOutcome, exceededTimeAllowance: Double?) -> TestStatus {
        switch outcome {
        case .passed: .passed
        case .skipped: .skipped
        case .failed: exceededTimeAllowance == nil ? .failed : .timedOut
        }
    }

    /// Whether a worker's end means its application bundle's host failed to launch: the
    /// bundle's typed exit status 4 before any test started. Exit 4 after a test ran is a
    /// test's own doing (a crash mid-test), judged by ``statusOfUnfinished(end:killedFor:)``.
    package static func isHostLaunchFailure(end: ProcessEnd, anyTestStarted: Bool) -> Bool {
        end == .exited(BundleExitCode.hostLaunchFailed) && !anyTestStarted
    }

    /// The status of a test whose worker ended while it ran (or before it started, when the
    /// worker died outside any test): timed out if the runner killed it for time, crashed
    /// otherwise. Nil when the run was interrupted: such a test is not reported at all.
    package static func statusOfUnfinished(end: ProcessEnd, killedFor reason: KillReason?) -> TestStatus? {
        switch reason {
        case .timeout: .timedOut
        case .interrupt: nil
        case nil: .crashed
        }
    }

    /// Whether a test gets another attempt in a fresh worker: only failing statuses, only while
    /// retries remain, never once the run is interrupted.
    package static func shouldRetry(status: TestStatus, attempt: Int, retries: Int, interrupted: Bool) -> Bool {
        status.failsRun && attempt <= retries && !interrupted
    }

    /// Whether a worker ended as a bundle ends a run it finished: exit status 0 (every test
    /// passed) or 1 (a test failed).
    package static func isFinishedRun(_ end: ProcessEnd) -> Bool {
        end == .exited(BundleExitCode.success) || end == .exited(BundleExitCode.testsFailed)
    }

    /// The line that explains an unfinished test, recorded as its issue.
    package static func unfinishedMessage(status: TestStatus, end: ProcessEnd, timeout: Double, startedInside: Bool)
        -> String
    {
        let place = startedInside ? "" : " before the test started (class set-up or between tests)"
        switch status {
        case .timedOut:
            return "Test timed out after \(formatSeconds(timeout))\(place); its worker was stopped"
        default:
            // Exit status 0 or 1 is how a run ends, not a crash (a test's own `exit(0)`).
            if isFinishedRun(end), case .exited(let code) = end {
                return startedInside
                    ? "The worker exited with status \(code) before reporting the test's end"
                    : "The worker exited with status \(code)\(place)"
            }
            return "Test crashed: the worker process ended with \(end)\(place)"
        }
    }

    /// The line that explains a test its worker never started although the bundle finished its
    /// run (`runFinished`) and exited as a finished run does.
    package static func notStartedMessage(end: ProcessEnd) -> String {
        "Test not run: its worker finished its run (\(end)) without starting it"
    }

    /// `2 s`, `0.25 s`.
    package static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
