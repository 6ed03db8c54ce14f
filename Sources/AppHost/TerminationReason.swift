/// Why an application is ending in order.
///
/// ```swift
/// TerminationReason.signal(SIGTERM).exitStatus          // 143
/// TerminationReason.requested(exitCode: 3).exitStatus   // 3
/// ```
public enum TerminationReason: Sendable, Hashable {
    /// ``Application/terminate(exitCode:)`` was called.
    case requested(exitCode: Int32)
    /// The process received a termination signal (SIGTERM, SIGINT).
    case signal(Int32)
    /// The hosted work (a test bundle's tests) finished with this status.
    case hostedWorkFinished(status: Int32)

    /// The exit status it leads to: the requested code, 128 + the signal number (as shells
    /// report a signal), or the hosted work's status.
    public var exitStatus: Int32 {
        switch self {
        case .requested(let exitCode): exitCode
        case .signal(let number): 128 + number
        case .hostedWorkFinished(let status): status
        }
    }
}
