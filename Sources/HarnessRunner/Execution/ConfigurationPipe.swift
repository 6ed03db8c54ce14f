import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Hands a worker what it runs: writes the text into the worker's configuration pipe and
/// closes it, on a thread of its own.
///
/// The dispatch loop never waits here: a worker still loading its bundle reads its pipe only
/// when it gets there, and a configuration longer than the pipe's buffer (64 KiB) would block
/// the writer until then. A worker that died first makes the write fail (EPIPE); the thread
/// blocks SIGPIPE, so that its signal, pending on that thread alone, never ends the runner.
///
/// ```swift
/// ConfigurationPipe.hand(configuration.json, to: writeEnd)   // returns at once
/// ```
enum ConfigurationPipe {
    /// Writes `text` to `descriptor` and closes it; the descriptor belongs to the writer now.
    static func hand(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        let thread = Thread {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break  // the worker is gone: its exit says what happened
                }
            }
            close(descriptor)
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }
}
