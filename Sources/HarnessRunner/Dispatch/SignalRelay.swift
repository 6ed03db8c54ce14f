import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into inputs of the dispatch loop, so an interrupt is
/// handled like any other event: between two inputs, never inside one.
///
/// While installed, the signals' default actions are off (the runner must outlive them to
/// stop its workers and write its reports); ``uninstall()`` restores them.
///
/// ```swift
/// let relay = SignalRelay(queue: inputs)
/// defer { relay.uninstall() }
/// ```
final class SignalRelay {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private var sources: [any DispatchSourceSignal] = []

    init(queue: InputQueue) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { queue.post(.signal(number)) }
            source.resume()
            sources.append(source)
        }
    }

    func uninstall() {
        sources.forEach { $0.cancel() }
        sources.removeAll()
        for number in Self.signals {
            signal(number, SIG_DFL)
        }
    }
}
