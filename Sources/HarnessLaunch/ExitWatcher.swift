import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for a program's end on a thread of its own (a blocking `waitpid` on its process
/// identifier alone, so no other child of the test process is reaped) and reports how it
/// ended: first as soon as it is reaped, then once its output has been read too.
enum ExitWatcher {
    /// - Parameters:
    ///   - streamsRead: left by the output readers at their streams' ends.
    ///   - onReaped: the process is gone (its identifier may be another's from now on).
    ///   - onRead: the process is gone and its output read (or two seconds passed, should a
    ///     process it started hold its streams open): its state may say it ended. On this
    ///     thread, not a task: a blocked cooperative pool cannot hold a program's end.
    static func start(
        processIdentifier: pid_t, streamsRead: DispatchGroup, onReaped: @escaping @Sendable (ProgramState) -> Void,
        onRead: @escaping @Sendable (ProgramState) -> Void
    ) {
        let thread = Thread {
            var status: Int32 = 0
            var reaped = false
            repeat { reaped = waitpid(processIdentifier, &status, 0) >= 0 } while !reaped && errno == EINTR
            // Not reaped here: someone else did (a SIGCHLD handler set to SIG_IGN), and the
            // status is lost. WIFSIGNALED / WTERMSIG / WEXITSTATUS are macros Swift does not import.
            let signal = status & 0x7f
            let ended: ProgramState =
                !reaped ? .exited(status: -1) : signal == 0 ? .exited(status: (status >> 8) & 0xff) : .signaled(signal)
            onReaped(ended)
            _ = streamsRead.wait(timeout: .now() + .seconds(2))
            onRead(ended)
        }
        thread.stackSize = 1 << 18
        thread.start()
    }
}
