import HarnessModel

/// The run's exit code and whether another repetition runs: pure functions of the totals.
///
/// ```swift
/// RunVerdict.exitCode(summary: summary, hostLaunchFailed: false)   // 0, 1 or 130
/// ```
package enum RunVerdict {
    /// The exit code for a run that got as far as running tests. An interrupt wins (the run
    /// is incomplete, whatever ran); then a host that failed to launch; then failing tests.
    package static func exitCode(summary: RunSummary, hostLaunchFailed: Bool) -> Int32 {
        if summary.interrupted { return RunnerExitCode.interrupted }
        if hostLaunchFailed { return RunnerExitCode.hostLaunchFailed }
        return summary.failing > 0 ? RunnerExitCode.testsFailed : RunnerExitCode.success
    }

    /// Whether repetition `finished` (1-based) is followed by another.
    package static func repeatsAgain(
        after finished: Int, of count: Int, untilFailure: Bool, failedSoFar: Bool, interrupted: Bool
    ) -> Bool {
        if interrupted || finished >= count { return false }
        return !(untilFailure && failedSoFar)
    }
}
