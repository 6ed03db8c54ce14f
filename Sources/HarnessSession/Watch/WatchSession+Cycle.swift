import Foundation
import HarnessModel
import HarnessReports
import HarnessWire

/// One watch cycle: the session's one pipeline for the trigger, shown on the screen (or in
/// plain lines); and the folders it watches.
extension WatchSession {
    /// Watches Sources/, Tests/, every target's folder, the manifest, and the local
    /// dependencies' Sources/, Tests/ and manifests.
    func startWatching() throws(FileWatcher.Problem) {
        let watcher = try FileWatcher { [inbox] path, created in inbox.post(.fileChanged(path, created: created)) }
        watchFolders(of: watcher)
        watcher.start()
        self.watcher = watcher
        state.watchedFolders = watcher.folderCount
    }

    /// Adds the package's folders (again after a manifest change: new targets' folders).
    func watchFolders(of watcher: FileWatcher) {
        watcher.watchPackage(root: settings.root, targets: targets)
    }

    /// Runs the session for `trigger` (`selection`: the watch trigger's, or `--changed`'s on
    /// the first cycle); the state (and plain lines) say how it went.
    func cycle(_ trigger: WatchTrigger, selection: TestSelection, signals: WatchSignals) {
        guard !isQuitting else { return }
        state.trigger = trigger.label(root: settings.root)
        state.notice = nil
        if case .changes(let paths) = trigger,
            paths.contains(where: { FileWatcher.isManifest(name: URL(fileURLWithPath: $0).lastPathComponent) })
        {
            session.packageChanged()
            do {
                targets = try session.targets()
                if let watcher {
                    watchFolders(of: watcher)
                    state.watchedFolders = watcher.folderCount
                }
            } catch {
                showBuildFailure([error.description])
                return
            }
        }
        // A lock's wait comes while the build waits: shown at once, never only kept.
        let write = settings.write
        let errors = BuildErrorCollector()
        session.buildProgress = BuildProgress(isTerminal: false, verbose: false) { errors.add($0) }
        session.buildProgress.onNotice = { [terminal] notice in
            switch WatchBuildNotice(kind: notice.kind) {
            case .showAtOnce:
                if let terminal { terminal.drawBelow(notice.text) } else { write("watch: \(notice.text)\n") }
            case .keepWithBuildLines:
                errors.add(notice.text + "\n")
            }
        }
        session.buildProgress.onProcessStarted = { [self] pid in setBuildGroup(pid) }
        defer { setBuildGroup(nil) }
        let started = MonotonicClock.now()
        session.phaseChanged = { [self] phase in show(phase, builtSince: started) }
        let result: SessionResult
        do {
            result = try session.run(selection, reporter: reporter())
        } catch {
            guard !isQuitting else { return }
            // A build that failed, or a package that cannot be built as it is: the errors.
            if state.phase == .building {
                showBuildFailure(errors.lines + [error.message])
            } else {
                finish(notice: error.message)
            }
            return
        }
        switch result {
        case .ran(let outcome):
            if outcome.summary.interrupted { requestQuit(code: 130) }
        case .nothingToRerun(let line), .nothingSelected(let line):
            state.selection = line
            finish(notice: line)
            return
        case .planned:
            break
        }
        signals.install()
        state.phase = .waiting
        say("waiting for changes")
    }

    /// The screen (or a plain line) for where the session's run is.
    private func show(_ phase: SessionPhase, builtSince started: Double) {
        switch phase {
        case .building:
            state.phase = .building
            redraw(force: true)
            say("\(state.trigger): building")
        case .listing:
            state.buildErrors = []
            say(String(format: "built in %.2fs", MonotonicClock.now() - started))
            state.phase = .listing
            redraw(force: true)
        case .selected(let explanation):
            state.selection = explanation
            say("running \(explanation)")
        case .running:
            break
        }
    }

    /// What follows the run's events: the screen, or the console's plain lines.
    private func reporter() -> any RunReporter {
        var reporters: [any RunReporter] = [
            WatchReporter { [self] event in
                if case .runStarted = event { setEngineActive(true) }
                if case .runFinished = event { setEngineActive(false) }
                state.apply(event)
                redraw(force: false)
            }
        ]
        if terminal == nil {
            reporters.insert(ConsoleReporter(style: ConsoleStyle(isTerminal: false), write: settings.write), at: 0)
        }
        return ReporterFanOut(reporters)
    }

    private func showBuildFailure(_ lines: [String]) {
        var seen: Set<String> = []
        state.buildErrors = lines.filter { !$0.isEmpty && seen.insert($0).inserted }
        state.phase = .waiting
        if terminal == nil {
            for line in state.buildErrors { settings.write(line + "\n") }
        }
        say("the build failed; waiting for changes")
    }

    private func finish(notice: String) {
        state.notice = notice
        state.phase = .waiting
        say(notice)
        say("waiting for changes")
    }
}

/// The lines a failed build printed (errors as they came, then the log's tail).
private final class BuildErrorCollector: @unchecked Sendable {
    // @unchecked: `collected` is only touched under `lock`.
    private let lock = NSLock()
    private var collected = ""

    func add(_ text: String) {
        lock.withLock { collected += text }
    }

    var lines: [String] {
        lock.withLock { collected.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }
}
