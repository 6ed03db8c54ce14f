import HarnessProcess
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM and SIGINT of this process, through HarnessProcess's ``SignalRelay``, without taking
/// a signal from the application that handles it itself.
///
/// The relay keeps what the application set up before `ApplicationMain`: a signal it observes
/// with a dispatch source of its own (or ignores, to make one) is joined, and both hear it; a
/// signal with a handler of its own (`signal`, `sigaction`) is left to that handler, so the
/// application terminates as its handler decides (a source would replace the handler).
///
/// `start` returns once the signals are observed: a launcher's SIGTERM right after the app said
/// it was ready went unanswered until SIGKILL when it came before libdispatch had registered the
/// source (19 times in 2,000 launches of `Benchmarks/functional`'s suite), or was heard only by
/// the application's own source when AppHost's joined it late.
final class ProcessTerminationSignals: TerminationSignalSource {
    /// The signals an application terminates in order on.
    static let handled: [Int32] = [SIGTERM, SIGINT]

    private let relay = Mutex<SignalRelay?>(nil)

    func start(_ handler: @escaping @Sendable (Int32) -> Void) {
        let started = SignalRelay(Self.handled, handler: handler)
        relay.withLock { $0 = started }
    }

    func stop() {
        relay.withLock { relay in
            relay?.stop()
            relay = nil
        }
    }
}
