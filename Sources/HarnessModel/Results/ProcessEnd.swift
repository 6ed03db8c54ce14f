#if canImport(Glibc)
    import Glibc
#endif

/// How a worker process ended, decoded from its wait status.
///
/// ```swift
/// ProcessEnd(waitStatus: 0x0b00)   // .exited(11)
/// ProcessEnd(waitStatus: 11)       // .signaled(11)  (SIGSEGV)
/// ```
package enum ProcessEnd: Hashable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a raw `waitpid` status (the `WIFEXITED`/`WTERMSIG` macros, which Swift cannot import).
    package init(waitStatus status: Int32) {
        let signal = status & 0x7f
        if signal == 0 {
            self = .exited((status >> 8) & 0xff)
        } else {
            self = .signaled(signal)
        }
    }

    /// `exit status 3`, `signal 11 (SIGSEGV)`.
    package var description: String {
        switch self {
        case .exited(let code): "exit status \(code)"
        case .signaled(let signal): "signal \(signal) (\(Self.signalName(signal)))"
        }
    }

    /// The conventional name of a signal on Linux.
    package static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS",
            8: "SIGFPE", 9: "SIGKILL", 10: "SIGUSR1", 11: "SIGSEGV", 12: "SIGUSR2", 13: "SIGPIPE",
            14: "SIGALRM", 15: "SIGTERM",
        ]
        return names[signal] ?? "SIG\(signal)"
    }
}
