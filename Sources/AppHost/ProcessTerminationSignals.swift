import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM and SIGINT of this process, through dispatch sources.
///
/// The signals are ignored at the process level first (libdispatch's sources observe them
/// anyway), so no thread is ever killed by them while the lifecycle decides what to do.
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
