import Foundation
import HarnessModel
import HarnessRunner
import HarnessWire

/// The loop every long-lived front end runs around one ``TestSession``: watch mode
/// (``WatchSession``) and the navigator (`UIController`) are views of it (``LoopView``). It
/// owns the inbox, the file watcher and the manifest's refresh, the burst of saves, the build's
/// process group and its progress, the build's lines, and the one way to stop a run
/// (``LoopControl``); a view only shows what it is told.
///
/// ```
///  run(first:) ─► [watching: FileWatcher started] ─► cycle(first) ─► wait ─┐
///    ┌─────────────────────────────────────────────────────────────────────┘
///    ├─ fileChanged ─► SaveBurst ─(quiet 50 ms)─► cycle(.watch(.changes))   [not while a click waits]
///    │                    └─ saves git ignores ─► ignoredSaves (once per folder)
///    ├─ run(request) ─► cycle(request)          (a key, a click; queued behind the cycle under way)
///    ├─ watch(on/off) ─► FileWatcher started / stopped (on: the saves made while off, a burst)
///    └─ quit ─► the watcher stopped; run() returns the quit's code
///  cycle: [a manifest saved: read again, new folders watched; unreadable: one-line build failure]
///         ─► TestSession.run(selection) or .inventory() ─► the view told each phase and event
///  stop / quit (any thread): the build's group SIGINT then SIGKILL; the run interrupted (RunInterruption)
/// ```
///
/// ```swift
/// let loop = SessionLoop(session: session)
/// loop.view = screen
/// let code = loop.run(first: .watch(.start, root: root), watching: true)
/// ```
package final class SessionLoop {
    /// What other threads hold: saves, requests, Stop, quit.
    package let control: LoopControl
    let session: TestSession
    let world: LoopWorld
    /// What shows the loop (set once, before ``run(first:watching:)``); held weakly: the view
    /// usually owns the loop.
    package weak var view: (any LoopView)?
    let root: String
    /// The run configuration the loop started with; a request may bring its own.
    let baseConfiguration: RunConfiguration
    var burst: SaveBurst
    var watcher: (any PackageWatching)?
    var targets = PackageTargets(targets: [])
    /// The git-ignored folders already said while watching (each is said once).
    var ignoredSaid = IgnoredSaves.Said()
    /// The package's files when watching was last off (the navigator's switch): switched on
    /// again, the saves made meanwhile are a burst of their own.
    var unwatched: PackageSnapshot?

    package init(session: TestSession, world: LoopWorld = .system) {
        self.session = session
        self.world = world
        root = session.settings.packageRoot
        baseConfiguration = session.settings.configuration
        burst = SaveBurst(root: root, debouncer: world.debouncer)
        control = LoopControl(interruption: session.interruption, world: world)
    }

    /// Relays the quitting signals to ``LoopControl/quit(code:)`` (exit 128 + the signal), does
    /// `first`, then serves inputs until a quit. With `watching`, the package is watched from
    /// the start, and a package that cannot be watched ends the loop at once with exit 2 (the
    /// view told why). Returns the quit's code.
    package func run(first: LoopRequest, watching: Bool) -> Int32 {
        let control = control
        let stopRelaying = world.relaySignals { number in control.quit(code: 128 + number) }
        defer {
            watcher?.stop()
            stopRelaying()
        }
        if watching {
            guard startWatching() else { return RunnerExitCode.badInput }
        } else {
            unwatched = snapshot()
        }
        cycle(first)
        while !control.isQuitting {
            if let input = control.inbox.next(deadline: burst.deadline) {
                take(input, at: world.now())
            } else {
                wake(at: world.now())
            }
        }
        return control.quitCode ?? 0
    }

    /// Acts on one input; a run or a change's cycle runs here, on the loop's thread.
    func take(_ input: LoopInput, at now: Double) {
        switch input {
        case .fileChanged(let path, let created):
            burst.record(path, created: created, at: now)
        case .run(let request):
            cycle(request)
        case .watch(true):
            if let watcher {
                view?.show(.watching(folders: watcher.folderCount, targets: targets))
            } else if startWatching() {
                recordUnwatchedSaves(at: now)
            }
        case .watch(false):
            stopWatching()
        case .quit:
            break
        }
    }

    /// The wait is over at `now`: a burst of saves that is over becomes a cycle (not while a
    /// run asked for with `onlyWhenIdle` waits: it builds the change too).
    func wake(at now: Double) {
        guard let changes = burst.flush(at: now), watcher != nil else { return }
        // A save git ignores is no change, but never silent: its folder is said, once.
        if let ignored = ignoredSaid.fresh(burst.ignored, root: root) { view?.show(.ignoredSaves(ignored)) }
        guard !changes.isEmpty, control.mayStartOwnCycle() else { return }
        cycle(.watch(.changes(changes), root: root))
    }

    /// The package's targets, as the session read them; nil when they cannot be read. Only on
    /// the loop's thread (a view's ``LoopView/show(_:)``).
    package func packageTargets() -> PackageTargets? {
        // nil: the view shows no targets; the build says the manifest's error (one place for both views).
        try? session.targets()
    }

    /// When the burst under way is over; nil when none is.
    var deadline: Double? { burst.deadline }
}
