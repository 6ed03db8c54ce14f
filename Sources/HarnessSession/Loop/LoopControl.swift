import HarnessModel
import HarnessRunner
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The handle other threads hold on a ``SessionLoop``: the file watcher posts saves, a front
/// end asks for runs, stops what is under way, or quits; the signals' thread quits. Every way
/// to stop goes through here, and none signals the process itself:
///
/// - the build's process group gets SIGINT (SwiftPM stops its compilers), then SIGKILL once
///   ``LoopWorld/buildKillGrace`` has passed if it is still the build under way;
/// - the run gets the session's ``RunInterruption``: once for Stop, twice for quit (the second
///   kills every worker's group at once); before the run starts, it starts interrupted.
///
/// ```swift
/// let control = loop.control
/// _ = control.ask(.watch(.all, root: root))   // watch mode's `a`, queued behind the cycle under way
/// control.stop()                              // the page's Stop: this cycle only
/// control.quit(code: 130)                     // Ctrl-C: the loop ends, run() returns 130
/// ```
package final class LoopControl: Sendable {
    private struct State {
        var quitCode: Int32?
        /// Stop was pressed during this cycle.
        var stopped = false
        /// A cycle is under way, or a run asked for with `onlyWhenIdle` waits for its turn.
        var busy = false
        /// The process group of the build under way.
        var buildGroup: Int32?
        /// Coverage asked for the cycles to come, not yet taken by the loop (`.some(nil)`: off).
        var coverage: CoverageRequest??
    }

    let inbox = Inbox<LoopInput>()
    private let interruption: RunInterruption
    private let world: LoopWorld
    private let state = Mutex(State())

    init(interruption: RunInterruption, world: LoopWorld) {
        self.interruption = interruption
        self.world = world
    }

    // MARK: - What front ends ask (any thread)

    /// A file saved, moved or deleted (the watcher's thread).
    package func fileChanged(_ path: String, created: Bool) {
        inbox.post(.fileChanged(path, created: created))
    }

    /// Queues `request` behind the cycle under way. With `onlyWhenIdle` (the page's Run) it is
    /// refused instead while a cycle is under way or another such request waits, and a burst
    /// of saves that ends before it runs is not run too (its run builds the change anyway).
    /// Returns whether it was queued; never while quitting.
    @discardableResult
    package func ask(_ request: LoopRequest, onlyWhenIdle: Bool = false) -> Bool {
        let accepted = state.withLock { state in
            guard state.quitCode == nil else { return false }
            if onlyWhenIdle {
                guard !state.busy else { return false }
                state.busy = true
            }
            return true
        }
        if accepted { inbox.post(.run(request)) }
        return accepted
    }

    /// Switches watching on or off.
    package func setWatching(_ on: Bool) {
        inbox.post(.watch(on))
    }

    /// Switches coverage (nil: off) from the next cycle on; the cycle under way keeps its own.
    package func setCoverage(_ coverage: CoverageRequest?) {
        state.withLock { $0.coverage = .some(coverage) }
    }

    /// Interrupts the cycle under way, as a first Ctrl-C does (its build's group, or its run:
    /// the running tests stopped, the reports written); the loop goes on. Nothing under way:
    /// nothing happens.
    package func stop() {
        let group = state.withLock { state in
            state.stopped = true
            return state.buildGroup
        }
        if let group { interruptBuild(group) }
        interruption.interrupt()
    }

    /// Stops what is under way and ends the loop; ``SessionLoop/run(first:watching:)`` returns
    /// `code` (the first quit's, when several come).
    package func quit(code: Int32) {
        let group = state.withLock { state in
            if state.quitCode == nil { state.quitCode = code }
            return state.buildGroup
        }
        if let group { interruptBuild(group) }
        interruption.interrupt()
        interruption.interrupt()
        inbox.post(.quit)
    }

    package var isQuitting: Bool { state.withLock { $0.quitCode != nil } }

    /// The code the first quit asked for; nil before any.
    package var quitCode: Int32? { state.withLock { $0.quitCode } }

    // MARK: - The loop's own (its thread)

    /// A cycle starts: false when quitting. A Stop from before is forgotten.
    func cycleStarts() -> Bool {
        interruption.reset()
        return state.withLock { state in
            state.stopped = false
            state.busy = true
            return state.quitCode == nil
        }
    }

    /// The coverage asked for since the last cycle started, once; nil when none was asked.
    func takeCoverage() -> CoverageRequest?? {
        state.withLock { state in
            defer { state.coverage = nil }
            return state.coverage
        }
    }

    func cycleEnded() {
        state.withLock { state in
            state.busy = false
            state.buildGroup = nil
        }
    }

    /// Whether the loop may start a cycle of its own (a burst's): not while a run asked for
    /// with `onlyWhenIdle` waits.
    func mayStartOwnCycle() -> Bool {
        state.withLock { !$0.busy && $0.quitCode == nil }
    }

    /// Stop was pressed during this cycle.
    var wasStopped: Bool { state.withLock { $0.stopped } }

    /// The build's command runs in process group `group` (nil: no build runs now). A stop or
    /// quit that came before it started stops it too.
    func buildGroupChanged(_ group: Int32?) {
        let stopNow = state.withLock { state in
            state.buildGroup = group
            return group != nil && (state.stopped || state.quitCode != nil)
        }
        if let group, stopNow { interruptBuild(group) }
    }

    /// SIGINT to the group now, SIGKILL after the grace if it is still the build under way.
    private func interruptBuild(_ group: Int32) {
        world.signalGroup(group, SIGINT)
        world.after(world.buildKillGrace) { [self] in
            if state.withLock({ $0.buildGroup == group }) { world.signalGroup(group, SIGKILL) }
        }
    }
}
