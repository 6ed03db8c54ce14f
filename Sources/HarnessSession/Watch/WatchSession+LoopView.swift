import Foundation
import HarnessModel
import HarnessReports
import HarnessWire

/// What watch mode shows of its loop: the screen's state (``WatchState``) and, without a
/// terminal, plain `watch:` lines and the console's test lines.
extension WatchSession: LoopView {
    package var noticeOutlet: @Sendable (String) -> Void {
        let (terminal, write) = (terminal, settings.write)
        return { text in
            if let terminal { terminal.drawBelow(text) } else { write("watch: \(text)\n") }
        }
    }

    package func show(_ event: LoopEvent) {
        switch event {
        case .watching(let folders, let targets):
            state.watchedFolders = folders
            guard !announced else { return }
            announced = true
            say(
                "watching \(folders) folders of \(settings.root) (Sources, Tests, the manifest"
                    + (targets.localDependencies.isEmpty ? "" : ", local dependencies") + "); Ctrl-C stops")
        case .watchingStopped, .listed:
            break
        case .ignoredSaves(let saves):
            if let terminal { terminal.drawBelow(saves.line) } else { say(saves.line) }
        case .watchFailed(let line):
            terminal?.restore()
            settings.write("error: \(line)\n")
        case .cycleStarted(let request):
            state.trigger = request.label
            state.notice = nil
            cycleStarted = MonotonicClock.now()
            console =
                terminal == nil ? ConsoleReporter(style: ConsoleStyle(isTerminal: false), write: settings.write) : nil
        case .phase(let phase):
            show(phase)
        case .run(let event):
            console?.handle(event)
            state.apply(event)
            redraw(force: false)
        case .cycleEnded(let end):
            show(end)
            redraw(force: true)
        }
    }

    /// The screen (or a plain line) for where the session's run is.
    private func show(_ phase: SessionPhase) {
        switch phase {
        case .building:
            state.phase = .building
            redraw(force: true)
            say("\(state.trigger): building")
        case .listing:
            state.buildErrors = []
            say(String(format: "built in %.2fs", MonotonicClock.now() - cycleStarted))
            state.phase = .listing
            redraw(force: true)
        case .selected(let explanation):
            state.selection = explanation
            say("running \(explanation)")
        case .running:
            break
        }
    }

    private func show(_ end: CycleEnd) {
        switch end {
        case .ran, .listed:
            state.phase = .waiting
            say("waiting for changes")
        case .nothingToRun(let line):
            state.selection = line
            finish(notice: line)
        case .buildFailed(let lines):
            state.buildErrors = lines
            state.phase = .waiting
            if terminal == nil {
                for line in lines { settings.write(line + "\n") }
            }
            say("the build failed; waiting for changes")
        case .failed(let line):
            finish(notice: line)
        case .stopped:
            break
        }
    }

    private func finish(notice: String) {
        state.notice = notice
        state.phase = .waiting
        say(notice)
        say("waiting for changes")
    }
}
