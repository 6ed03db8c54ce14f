import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM and SIGINT of this process, through dispatch sources.
///
/// The signals are ignored at the process level first (libdispatch's sources observe them
/// anyway), so no thread is ever killed by them while the lifecycle decides what to do.
/// `start` returns once the sources are armed: libdispatch installs its signal handler on a
/// thread of its own some milliseconds after `resume()` returns, and a signal that came in
/// between was ignored and lost (a launcher's SIGTERM right after the app said it was ready
/// went unanswered until SIGKILL, 19 times in 2,000 launches of `Benchmarks/functional`'s
/// suite).
final class ProcessTerminationSignals: TerminationSignalSource, @unchecked Sendable {
    // @unchecked: `sources` is only touched under `lock` (dispatch sources are not Sendable).
    /// The signals an application terminates in order on.
    static let handled: [Int32] = [SIGTERM, SIGINT]

    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "AppHost.TerminationSignals")

    func start(_ handler: @escaping @Sendable (Int32) -> Void) {
        let started = Self.handled.map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
        lock.withLock { sources = started }
        Self.waitUntilArmed()
    }

    /// Waits (at most a second) until libdispatch's handler has replaced `SIG_IGN` for every
    /// handled signal. Nothing announces the installation, so this reads the disposition every
    /// 50 µs: a few milliseconds once, at launch, before the app can say it is ready.
    private static func waitUntilArmed() {
        #if os(Linux)
            for _ in 0..<20_000 {
                let ignored = handled.contains { number in
                    var current = sigaction()
                    sigaction(number, nil, &current)
                    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
                        == unsafeBitCast(SIG_IGN, to: Int.self)
                }
                guard ignored else { return }
                usleep(50)
            }
        #endif
    }

    func stop() {
        let running = lock.withLock {
            defer { sources = [] }
            return sources
        }
        for source in running { source.cancel() }
        for handled in Self.handled { signal(handled, SIG_DFL) }
    }
}
