import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP while watch mode waits or builds: each becomes a call on a
/// thread of its own (the handler only writes the signal's number to a pipe), so that watch
/// mode stops its build's process group, restores the terminal and exits in order.
///
/// A run's engine installs its own handlers while it runs (and puts the defaults back when it
/// returns): ``install()`` is called again after every run.
///
/// ```swift
/// let signals = WatchSignals { number in session.requestQuit(signal: number) }
/// signals.install()
/// ```
package final class WatchSignals: @unchecked Sendable {
    // @unchecked: the descriptors never change after `init`.
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The pipe's write end, for the C handler (which can capture nothing).
    nonisolated(unsafe) private static var handlerDescriptor: Int32 = -1

    private let writeEnd: Int32

    package init(onSignal: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            writeEnd = -1
            return
        }
        // A parent may have started this process with the signals blocked.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in Self.numbers { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let readEnd = ends[0]
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        writeEnd = ends[1]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                onSignal(Int32(byte))
            }
        }
        thread.name = "harness watch signals"
        thread.start()
    }

    /// Routes the signals here (again, after a run's engine put the defaults back).
    package func install() {
        guard writeEnd >= 0 else { return }
        Self.handlerDescriptor = writeEnd
        for number in Self.numbers {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(WatchSignals.handlerDescriptor, &byte, 1)
            }
            sigaction(number, &action, nil)
        }
    }
}
