/// The totals of a run, and the exit code they map to.
///
/// ```swift
/// let summary = RunSummary(results: outcome.results, duration: 12.5)
/// print("\(summary.passed) passed, \(summary.failing) failing of \(summary.total)")
/// ```
public struct RunSummary: Hashable, Codable, Sendable {
    public var passed = 0
    public var failed = 0
    public var skipped = 0
    public var flaky = 0
    public var timedOut = 0
    /// Crashed tests, but for those counted in ``endedWithoutResult``.
    public var crashed = 0
    /// Tests whose worker exited with status 0 before their end (``TestAttempt/endedWithoutResult``):
    /// no crash, but no result either, so they fail the run.
    public var endedWithoutResult = 0
    /// Tests that never ran because their test host failed to launch.
    public var hostLaunchFailed = 0
    /// Wall-clock seconds of the whole run (build excluded).
    public var duration: Double = 0
    /// True when the run was interrupted (SIGINT/SIGTERM) before every test ran.
    public var interrupted = false

    public init() {}

    /// Counts `results` (one per test and repetition).
    public init(results: [TestResult], duration: Double, interrupted: Bool = false) {
        for result in results {
            switch result.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            case .flaky: flaky += 1
            case .timedOut: timedOut += 1
            case .crashed where result.attempts.last?.endedWithoutResult == true: endedWithoutResult += 1
            case .crashed: crashed += 1
            case .hostLaunchFailed: hostLaunchFailed += 1
            }
        }
        self.duration = duration
        self.interrupted = interrupted
    }

    /// Tests that ran, whatever their status.
    public var total: Int {
        passed + failed + skipped + flaky + timedOut + crashed + endedWithoutResult + hostLaunchFailed
    }

    /// Tests whose status fails the run.
    public var failing: Int { failed + timedOut + crashed + endedWithoutResult + hostLaunchFailed }

    /// `12 passed, 1 failed, 2 skipped, 1 flaky, 1 timed out, 1 crashed`: the closing line
    /// every CI log reader knows; zero counts other than passed and failed are left out.
    public var line: String {
        // Tests that never ran are counted apart, not as failed: nothing in them was wrong.
        var parts = ["\(passed) passed", "\(failing - hostLaunchFailed) failed"]
        if skipped > 0 { parts.append("\(skipped) skipped") }
        if flaky > 0 { parts.append("\(flaky) flaky") }
        if timedOut > 0 { parts.append("\(timedOut) timed out") }
        if crashed > 0 { parts.append("\(crashed) crashed") }
        if endedWithoutResult > 0 { parts.append("\(endedWithoutResult) without a result (worker exited)") }
        if hostLaunchFailed > 0 { parts.append("\(hostLaunchFailed) not run (test host failed to launch)") }
        return parts.joined(separator: ", ")
    }
}
