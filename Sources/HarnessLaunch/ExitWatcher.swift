import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for a program's end on a thread of its own (a blocking `waitpid` on its process
/// identifier alone, so no other child of the test process is reaped) and reports how it
/// ended.
enum ExitWatcher {
    static func start(processIdentifier: pid_t, onEnd: @escaping @Sendable (ProgramState) -> Void) {
        let thread = Thread {
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) < 0 {
                guard errno == EINTR else {
                    // Someone else reaped it (a SIGCHLD handler set to SIG_IGN): the status is lost.
                    onEnd(.exited(status: -1))
                    return
                }
            }
            // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import (they are macros).
            let signal = status & 0x7f
            onEnd(signal == 0 ? .exited(status: (status >> 8) & 0xff) : .signaled(signal))
        }
        thread.stackSize = 1 << 18
        thread.start()
    }
}
