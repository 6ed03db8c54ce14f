import Foundation
import HarnessModel
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// `harness test --watch`: watches the package's sources with inotify, and on each burst of
/// saves rebuilds, then runs the tests that failed last time and the tests the change can
/// affect (``WatchSelection``). On a terminal it keeps one screen that redraws
/// (``WatchScreen``) and reads keys; elsewhere it prints plain lines, one run after another.
///
/// ```
///  start ─► cycle(.start) ─► wait ─┬─ file event ─► debounce ─(quiet 50 ms)─► cycle(.changes)
///                                  ├─ a / f / Enter ───────────────────────► cycle(.all / .failedOnly / .rerun)
///                                  └─ q, Ctrl-C, SIGINT/SIGTERM/SIGHUP ─────► stop: the build's process group
///                                     and the run's workers killed, the terminal restored
///  cycle: [manifest changed: description read again] ─► TestSession.run(.watch(trigger))
///         (build ─► list ─► select ─► plan ─► engine ─► reports ─► coverage ─► history)
/// ```
///
/// A key or a save during a cycle waits for the cycle to end; only quitting interrupts it.
///
/// ```swift
/// let code = try WatchSession(settings: settings).run()
/// ```
package final class WatchSession: @unchecked Sendable {
    // @unchecked: the fields below `control` are only touched under it (they are read by the
    // keyboard and signal threads); everything else belongs to the thread that calls `run()`.
    let settings: WatchSettings
    /// The one pipeline, run once per cycle.
    let session: TestSession
    let inbox = WatchInbox()
    var state: WatchState
    var targets = PackageTargets(targets: [])
    var burst: SaveBurst
    /// Files created during the burst being gathered: one that is gone again by its end was a
    /// tool's temporary file (`sed -i`, an atomic save), not a change.
    var lastDraw = 0.0
    var terminal: TerminalScreen?
    var watcher: FileWatcher?

    private let control = NSLock()
    private var quitCode: Int32?
    private var buildGroup: pid_t?
    private var engineActive = false

    /// A settings' variable Harness cannot use (Bazel's, CI's) is bad input, as for `harness test`.
    package init(settings: WatchSettings) throws(HarnessFailure) {
        self.settings = settings
        self.session = try TestSession(settings.session)
        self.state = WatchState(root: settings.root, watchedFolders: 0)
        self.burst = SaveBurst(root: settings.root, debouncer: settings.debouncer)
    }

    /// Watches until `q`, Ctrl-C or a signal; returns the exit code (0 after `q`, 130 after an
    /// interrupt, 2 when the package's sources cannot be watched).
    package func run() -> Int32 {
        let signals = WatchSignals { [self] number in requestQuit(code: 128 + number) }
        signals.install()
        if settings.isTerminal {
            let screen = TerminalScreen(input: 0, output: 1)
            terminal = screen
            screen.enter()
            screen.readKeys(
                { [self] key in
                    if key == .quit { requestQuit(code: 0) }
                    if key == .interrupt { requestQuit(code: 130) }
                    inbox.post(.key(key))
                },
                onEnd: { [self] in requestQuit(code: 128 + SIGHUP) })
        }
        defer {
            terminal?.restore()
            watcher?.stop()
        }
        do {
            targets = try session.targets()
            try startWatching()
        } catch {
            terminal?.restore()
            settings.write("error: \(error)\n")
            return RunnerExitCode.badInput
        }
        say(
            "watching \(state.watchedFolders) folders of \(settings.root) (Sources, Tests, the manifest"
                + (targets.localDependencies.isEmpty ? "" : ", local dependencies") + "); Ctrl-C stops")
        cycle(.start, selection: settings.firstSelection, signals: signals)
        while let trigger = nextTrigger() {
            cycle(trigger, selection: .watch(trigger), signals: signals)
        }
        let code = control.withLock { quitCode ?? 0 }
        terminal?.restore()
        if let result = state.lastResult { settings.write("watch: last run (\(result.trigger)): \(result.summary)\n") }
        return code
    }

    /// Waits for the next reason to run; nil once watch mode should stop.
    private func nextTrigger() -> WatchTrigger? {
        while !isQuitting {
            redraw(force: true)
            let input = inbox.next(deadline: burst.deadline)
            switch input {
            case nil:
                if let changes = burst.flush(at: MonotonicClock.now()), !changes.isEmpty { return .changes(changes) }
            case .fileChanged(let path, let created)?:
                burst.record(path, created: created, at: MonotonicClock.now())
            case .key(.runAll)?:
                return .all
            case .key(.failedOnly)?:
                return .failedOnly
            case .key(.rerun)?:
                return .rerun
            case .key(.quit)?, .key(.interrupt)?, .signal?:
                break
            }
        }
        return nil
    }

    /// Stops watching: the build's process group is interrupted (then killed), a running
    /// engine is interrupted twice (its second interrupt kills every worker's group at once).
    /// Called from the keyboard's and the signals' threads.
    func requestQuit(code: Int32) {
        control.withLock {
            if quitCode == nil { quitCode = code }
            if let group = buildGroup {
                kill(-group, SIGINT)
                DispatchQueue.global().asyncAfter(deadline: .now() + 3) { [self] in
                    control.withLock { if buildGroup == group { kill(-group, SIGKILL) } }
                }
            }
            // The engine's own handlers are installed while it is active (set on runStarted,
            // cleared on runFinished, both inside its run), so these reach it, never the default.
            if engineActive {
                kill(getpid(), SIGINT)
                kill(getpid(), SIGINT)
            }
        }
        inbox.post(.key(.quit))
    }

    var isQuitting: Bool { control.withLock { quitCode != nil } }

    func setBuildGroup(_ group: pid_t?) {
        control.withLock {
            buildGroup = group
            // A quit that came while no build had started yet stops this one too.
            if let group, quitCode != nil { kill(-group, SIGINT) }
        }
    }

    func setEngineActive(_ active: Bool) {
        control.withLock { engineActive = active }
    }

    /// A plain line (no terminal), or nothing (the screen shows the state instead).
    func say(_ line: String) {
        guard terminal == nil else { return }
        settings.write("watch: \(line)\n")
    }

    /// Draws the screen, at most every 50 ms unless forced.
    func redraw(force: Bool) {
        guard let terminal else { return }
        let now = MonotonicClock.now()
        guard force || now - lastDraw >= 0.05 else { return }
        lastDraw = now
        let size = terminal.size
        terminal.draw(WatchScreen.lines(of: state, width: size.width, height: size.height))
    }
}
