import Foundation
import HarnessModel
import HarnessReports
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// `harness test --watch`: a view of a ``SessionLoop``, which watches the package's sources and,
/// on each burst of saves, rebuilds, then runs the tests that failed last time and the tests
/// the change can affect (``WatchSelection``). On a terminal it keeps one screen that redraws
/// (``WatchScreen``) and reads keys; elsewhere it prints plain lines, one run after another.
///
/// ```
///  run() ─► screen entered, keys read ─► loop.run(first: start, watching: true)
///    a / f / Enter ─► control.ask(.watch(.all / .failedOnly / .rerun))   (after the cycle under way)
///    q, Ctrl-D ─► control.quit(0) · Ctrl-C ─► control.quit(130) · input's end ─► control.quit(129)
///    loop's events ─► WatchState ─► the screen (or plain lines and the console's test lines)
///  loop returns ─► the terminal restored ─► the last run's summary on the main screen
/// ```
///
/// A key or a save during a cycle waits for the cycle to end; only quitting interrupts it.
///
/// ```swift
/// let code = try WatchSession(settings: settings).run()
/// ```
package final class WatchSession {
    let settings: WatchSettings
    let loop: SessionLoop
    var state: WatchState
    var terminal: TerminalScreen?
    /// The test lines of plain output (a new console for each run).
    var console: ConsoleReporter?
    var lastDraw = 0.0
    /// When the cycle under way started (for "built in").
    var cycleStarted = 0.0
    /// Whether "watching N folders" was said.
    var announced = false

    /// A settings' variable Harness cannot use (Bazel's, CI's) is bad input, as for `harness test`.
    package init(settings: WatchSettings, world: LoopWorld = .system) throws(HarnessFailure) {
        self.settings = settings
        var loopWorld = world
        loopWorld.debouncer = settings.debouncer
        let session = try TestSession(settings.session)
        loop = SessionLoop(session: session, world: loopWorld)
        state = WatchState(root: settings.root, watchedFolders: 0)
        loop.view = self
    }

    /// Watches until `q`, Ctrl-C or a signal; returns the exit code (0 after `q`, 130 after an
    /// interrupt, 128 + the signal after a signal, 2 when the package's sources cannot be watched).
    package func run() -> Int32 {
        if settings.isTerminal {
            let screen = TerminalScreen(input: 0, output: 1)
            terminal = screen
            screen.enter()
            let (control, root) = (loop.control, settings.root)
            screen.readKeys(
                { key in
                    switch key {
                    case .quit: control.quit(code: 0)
                    case .interrupt: control.quit(code: 130)
                    case .runAll: control.ask(.watch(.all, root: root))
                    case .failedOnly: control.ask(.watch(.failedOnly, root: root))
                    case .rerun: control.ask(.watch(.rerun, root: root))
                    }
                },
                onEnd: { control.quit(code: 128 + SIGHUP) })
        }
        defer { terminal?.restore() }
        let first = LoopRequest(.run(settings.firstSelection), label: WatchTrigger.start.label(root: settings.root))
        let code = loop.run(first: first, watching: true)
        terminal?.restore()
        if let result = state.lastResult { settings.write("watch: last run (\(result.trigger)): \(result.summary)\n") }
        return code
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
