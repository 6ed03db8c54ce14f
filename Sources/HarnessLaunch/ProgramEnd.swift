import Dispatch
import HarnessProcess
import Synchronization

/// Reports how a launched program ended: first as soon as it is reaped, then once its output
/// has been read too. The process's one ``ExitWatcher`` reaps it (its identifier alone, so no
/// other child of the test process is reaped).
enum ProgramEnd {
    /// - Parameters:
    ///   - streamsRead: left by the output readers at their streams' ends.
    ///   - onReaped: the process is gone (its identifier may be another's from now on).
    ///   - onRead: the process is gone and its output read (or two seconds passed, should a
    ///     process it started hold its streams open): its state may say it ended. On a Dispatch
    ///     queue, not a task: a blocked cooperative pool cannot hold a program's end.
    static func watch(
        processIdentifier: Int32, streamsRead: DispatchGroup, onReaped: @escaping @Sendable (ProgramState) -> Void,
        onRead: @escaping @Sendable (ProgramState) -> Void
    ) {
        ExitWatcher.shared.watch(processIdentifier) { status in
            let ended = state(status)
            onReaped(ended)
            let reported = Atomic(false)
            let report: @Sendable () -> Void = {
                if !reported.exchange(true, ordering: .acquiringAndReleasing) { onRead(ended) }
            }
            streamsRead.notify(queue: .global(), execute: report)
            DispatchQueue.global().asyncAfter(deadline: .now() + 2, execute: report)
        }
    }

    /// The program's state for its wait status; a status lost (someone else reaped it, a
    /// `SIGCHLD` set to `SIG_IGN`) is an exit with -1.
    static func state(_ status: WaitStatus) -> ProgramState {
        if let signal = status.signal { return .signaled(signal) }
        return .exited(status: status.exitCode ?? -1)
    }
}
