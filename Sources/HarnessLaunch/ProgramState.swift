/// Where a launched program is in its life, as its launcher sees it.
///
/// ```
/// starting ──(ready)──► running ──┬──► exited(status)
///     │                           └──► signaled(signal)
///     └──(ended before ready)─────────► exited / signaled
/// ```
public enum ProgramState: Hashable, Sendable, CustomStringConvertible {
    /// Started, not yet ready (see ``Readiness``).
    case starting
    /// Ready: its launch finished, or it said so the way its ``Readiness`` expects.
    case running
    /// Ended by `exit` with this status (and everything it printed read).
    case exited(status: Int32)
    /// Ended by this signal (`SIGKILL` is 9).
    case signaled(Int32)

    /// Whether the program has ended.
    public var hasEnded: Bool {
        switch self {
        case .starting, .running: false
        case .exited, .signaled: true
        }
    }

    /// The state's phase, what ``LaunchedProgram/wait(for:timeout:)`` waits for.
    public var phase: Phase {
        switch self {
        case .starting: .starting
        case .running: .running
        case .exited, .signaled: .ended
        }
    }

    public var description: String {
        switch self {
        case .starting: "starting"
        case .running: "running"
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "killed by signal \(signal) (\(Self.signalName(signal)))"
        }
    }

    /// The phases a program goes through, in order.
    public enum Phase: Int, Hashable, Sendable, Comparable {
        case starting
        case running
        case ended

        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The usual name of a signal, for messages.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
            9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
