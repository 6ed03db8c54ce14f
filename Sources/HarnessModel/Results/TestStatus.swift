/// How one test ended, as the runner judges it across every attempt.
///
/// The bundle alone knows passed, failed and skipped; the runner adds what only a process
/// watching from outside can see (a crash, a timeout) and what only several attempts reveal
/// (flaky: failed, then passed on a retry).
///
/// ```swift
/// let failed = outcome.results.filter { $0.status == .failed || $0.status == .crashed }
/// ```
public enum TestStatus: String, Codable, Sendable, CaseIterable {
    case passed
    case failed
    case skipped
    /// Failed at least once, then passed on a retry.
    case flaky
    /// Killed after exceeding its time allowance.
    case timedOut
    /// Its process died (signal, `exit()`, stack overflow) while it ran.
    case crashed
    /// Never ran: the application that hosts its bundle failed to launch (the bundle exited
    /// with `BundleExitCode.hostLaunchFailed` before any test). Kept apart from a crash so the
    /// report points at the launch, not at a test.
    case hostLaunchFailed

    /// Whether this status makes the run fail.
    public var failsRun: Bool {
        switch self {
        case .passed, .skipped, .flaky: false
        case .failed, .timedOut, .crashed, .hostLaunchFailed: true
        }
    }
}
