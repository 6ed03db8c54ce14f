import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into inputs of the dispatch loop, so an interrupt is
/// handled like any other event: between two inputs, never inside one.
///
/// The handlers are installed with `sigaction` before `init` returns, and each one only writes
/// the signal's number to a pipe (async-signal-safe); a reader thread posts it. A signal that
/// arrives at any moment after `init` is therefore delivered, never lost (a dispatch signal
/// source registers asynchronously, and a Ctrl-C in that gap was ignored). While installed,
/// the signals' default actions are off (the runner must outlive them to stop its workers and
/// write its reports); ``uninstall()`` restores them.
///
/// ```swift
/// let relay = SignalRelay(queue: inputs)
/// defer { relay.uninstall() }
/// ```
final class SignalRelay {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The pipe's write end, read by the C handler (which can capture nothing); -1 when no
    /// relay is installed.
    nonisolated(unsafe) private static var handlerDescriptor: Int32 = -1

    private let writeEnd: Int32
    private let reader: Thread?

    init(queue: InputQueue) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            // Without a pipe the signals keep their default actions: an interrupt still stops
            // the run, only without reports.
            writeEnd = -1
            reader = nil
            return
        }
        // A process can start with these signals blocked (a parent's thread mask is inherited
        // through spawn): unblock them here, before the reader thread inherits this mask, so
        // that the handlers below are ever called.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in Self.signals { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let readEnd = ends[0]
        writeEnd = ends[1]
        // Workers must not inherit either end.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let reader = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 {
                    queue.post(.signal(Int32(byte)))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(readEnd)
        }
        reader.name = "harness signal relay"
        reader.start()
        self.reader = reader
        Self.handlerDescriptor = writeEnd
        for number in Self.signals {
            Self.install(number) { signalNumber in
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(SignalRelay.handlerDescriptor, &byte, 1)
            }
        }
    }

    func uninstall() {
        for number in Self.signals {
            Self.install(number, handler: nil)
        }
        guard writeEnd >= 0 else { return }
        Self.handlerDescriptor = -1
        close(writeEnd)  // the reader sees the end of the pipe and stops
    }

    /// Sets `number`'s action to `handler`, or back to the default when `nil`.
    private static func install(_ number: Int32, handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
        #endif
        sigaction(number, &action, nil)
    }
}
