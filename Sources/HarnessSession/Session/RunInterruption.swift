import Synchronization

/// The one way a front end interrupts a run from another thread (the page's Stop, watch mode's
/// `q`), without signalling its own process: each ``interrupt()`` reaches the engine as a
/// Ctrl-C would (the first stops the running tests and writes the reports, the second kills
/// every worker's process group at once).
///
/// An interrupt that comes before the run has started (while the package builds or is listed)
/// is kept, and the run starts interrupted; ``reset()`` forgets what was kept (a loop's next
/// cycle starts clean).
///
/// ```swift
/// let interruption = RunInterruption()
/// interruption.interrupt()                        // from the server's task
/// interruption.runStarted(engine.interrupter)     // the executor: the kept interrupt goes now
/// defer { interruption.runEnded() }
/// ```
package final class RunInterruption: Sendable {
    private struct State {
        /// Interrupts the run under way; nil while none is.
        var interruptRun: (@Sendable () -> Void)?
        /// Interrupts asked for before the run started.
        var kept = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// Interrupts the run under way, or the next one when it starts.
    package func interrupt() {
        let interruptRun = state.withLock { state -> (@Sendable () -> Void)? in
            if state.interruptRun == nil { state.kept += 1 }
            return state.interruptRun
        }
        interruptRun?()
    }

    /// Forgets the interrupts kept for a run that has not started.
    package func reset() {
        state.withLock { $0.kept = 0 }
    }

    /// The executor's run starts: `interruptRun` interrupts it, once for each kept interrupt now.
    package func runStarted(_ interruptRun: @escaping @Sendable () -> Void) {
        let kept = state.withLock { state in
            state.interruptRun = interruptRun
            defer { state.kept = 0 }
            return state.kept
        }
        for _ in 0..<kept { interruptRun() }
    }

    /// The executor's run is over: an interrupt now waits for the next run.
    package func runEnded() {
        state.withLock { $0.interruptRun = nil }
    }
}
