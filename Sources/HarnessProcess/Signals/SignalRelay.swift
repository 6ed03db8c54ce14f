import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Hands this process's signals (SIGINT, SIGTERM, SIGHUP, …) to a handler as plain calls on a
/// queue, never inside a signal handler: the one way Harness hears signals (the runner's
/// interrupt, watch mode's quit, an AppHost application's termination).
///
/// **Nothing is lost.** `init` returns once the signals are observed: libdispatch registers a
/// signal source on a thread of its own, milliseconds after `resume()`, and a signal in between
/// was lost (a Ctrl-C right after a run began; a launcher's SIGTERM right after an app said it
/// was ready). Until then a signal nobody handles is ignored, so it kills no thread either.
///
/// **Relays stack.** The newest relay of a signal hears it; when it stops, the one before hears
/// it again (watch mode's relay lies under each run's). With no relay left, the signal does what
/// it did before the first one: a signal whose default action ended the process ends it so.
///
/// **The application keeps its own.** A signal the process already observes with a dispatch
/// source (or ignores, to make one) is joined: both hear it. A signal with a handler of the
/// process's own (`signal`, `sigaction`) is left to that handler, since a source would replace
/// it, and ``observed`` leaves it out.
///
/// ```swift
/// let relay = SignalRelay([SIGINT, SIGTERM, SIGHUP]) { number in inbox.post(.signal(number)) }
/// defer { relay.stop() }
/// ```
package final class SignalRelay: Sendable {
    /// The signals this relay hears (those a handler of the process's own keeps are not).
    package let observed: [Int32]
    private let subscription: Int

    /// Starts relaying `signals` to `handler`, on a serial queue of the relay's; returns once
    /// they are observed.
    package init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        (subscription, observed) = SignalHub.shared.subscribe(signals, handler: handler)
    }

    /// Stops relaying; the relay beneath, if any, hears the signals again.
    package func stop() {
        SignalHub.shared.unsubscribe(subscription)
    }
}

/// The process's signal sources: one per signal, made on a signal's first relay and kept for the
/// process's life (libdispatch installs its handler once per signal: a source made again after
/// the default action was put back would never hear it).
private final class SignalHub: Sendable {
    static let shared = SignalHub()

    private struct Relayed {
        /// What the signal did before the hub observed it.
        var before: SignalDisposition
        /// False when a handler of the process's own keeps the signal.
        var observed: Bool
        /// Oldest first: the last one hears the signal.
        var relays: [(id: Int, handler: @Sendable (Int32) -> Void)] = []
    }

    private struct State {
        var signals: [Int32: Relayed] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "harness signal relay")

    func subscribe(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) -> (Int, [Int32]) {
        let registered = DispatchGroup()
        let subscribed = state.withLock { state -> (Int, [Int32]) in
            let id = state.nextID
            state.nextID += 1
            var observed: [Int32] = []
            for number in numbers {
                if state.signals[number] == nil {
                    state.signals[number] = observe(number, registered: registered)
                }
                guard state.signals[number]?.observed == true else { continue }
                state.signals[number]?.relays.append((id, handler))
                observed.append(number)
            }
            return (id, observed)
        }
        // Registration takes milliseconds; the bound only keeps a wedged manager thread from
        // stopping the caller.
        _ = registered.wait(timeout: .now() + 10)
        return subscribed
    }

    func unsubscribe(_ id: Int) {
        state.withLock { state in
            for number in state.signals.keys { state.signals[number]?.relays.removeAll { $0.id == id } }
        }
    }

    /// Starts observing `number` with a source, unless a handler of the process's own has it.
    private func observe(_ number: Int32, registered: DispatchGroup) -> Relayed {
        let before = SignalDisposition.current(of: number)
        guard before != .applicationHandler else { return Relayed(before: before, observed: false) }
        // Ignored until the source's registration installs libdispatch's handler, so that no
        // thread dies of it meanwhile (libdispatch's sources observe an ignored signal too).
        if before == .systemDefault { signal(number, SIG_IGN) }
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { [self] in deliver(number) }
        registered.enter()
        source.setRegistrationHandler { registered.leave() }
        source.resume()
        // Never cancelled nor released: the source lives as long as the process (see the type's note).
        _ = Unmanaged.passRetained(source as AnyObject)
        return Relayed(before: before, observed: true)
    }

    /// Hands `number` to its newest relay, or does what the signal did before any relay.
    private func deliver(_ number: Int32) {
        let (handler, before) = state.withLock { state in
            (state.signals[number]?.relays.last?.handler, state.signals[number]?.before)
        }
        if let handler { return handler(number) }
        guard before == .systemDefault else { return }
        // The default action: end the process by this signal, as if no relay had ever been.
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
    }
}
