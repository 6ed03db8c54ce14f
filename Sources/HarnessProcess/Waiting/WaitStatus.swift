/// How a child ended, as `waitpid` reported it.
///
/// ```swift
/// let status = ExitWatcher.waitBlocking(for: pid)
/// status.exitCode        // 0, 1, … when it exited; nil when a signal ended it
/// status.signal          // 9 when SIGKILL ended it
/// status.shellStatus     // the status a shell would report: the code, or 128 + the signal
/// ```
package struct WaitStatus: Hashable, Sendable {
    /// The raw status (`WIFEXITED`, `WTERMSIG` are macros Swift does not import); -1 when the
    /// child was reaped by someone else (a `SIGCHLD` set to `SIG_IGN`) and its status is lost.
    package var raw: Int32

    package init(raw: Int32) {
        self.raw = raw
    }

    /// The child was gone before it could be waited for: nobody knows how it ended.
    package static let unknown = WaitStatus(raw: -1)

    /// The signal that ended the child, if one did.
    package var signal: Int32? {
        guard raw != -1 else { return nil }
        let number = raw & 0x7f
        return number == 0 ? nil : number
    }

    /// The child's exit code, if it exited (-1 when its status is ``unknown``).
    package var exitCode: Int32? {
        guard raw != -1 else { return -1 }
        return signal == nil ? (raw >> 8) & 0xff : nil
    }

    /// What a shell reports: the exit code, or 128 plus the signal's number.
    package var shellStatus: Int32 {
        if let signal { return 128 + signal }
        return exitCode ?? -1
    }
}
