import Dispatch
import Foundation
import NoteKit

/// NoteServer's background work: rewrites the store every so often on a queue of its own.
///
/// ```swift
/// let compactor = Compactor(store: store, every: 30)
/// compactor.start()
/// compactor.stop()     // in applicationWillTerminate
/// ```
@MainActor
final class Compactor {
    private let timer: any DispatchSourceTimer
    private var isStarted = false

    /// Prepares a timer that compacts `store` every `seconds`.
    init(store: NoteStore, every seconds: Double) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "NoteServer.Compactor", qos: .background))
        timer.schedule(deadline: .now() + seconds, repeating: seconds)
        timer.setEventHandler { try? store.compact() }
    }

    /// Starts the timer.
    func start() {
        guard !isStarted else { return }
        isStarted = true
        timer.resume()
    }

    /// Stops the timer for good.
    func stop() {
        guard isStarted else { return }
        isStarted = false
        timer.cancel()
    }
}
