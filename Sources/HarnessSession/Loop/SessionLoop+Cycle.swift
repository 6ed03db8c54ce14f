import Foundation
import HarnessModel
import HarnessReports

/// One cycle of the loop: the session's pipeline for a request, every step told to the view;
/// the build's lines, notices and process group wired the same for every front end.
extension SessionLoop {
    /// Runs `request` and tells the view how it went (nothing once quitting).
    func cycle(_ request: LoopRequest) {
        guard control.cycleStarts() else { return }
        view?.show(.cycleStarted(request))
        let end = outcome(of: request)
        control.cycleEnded()
        view?.show(.cycleEnded(end))
    }

    private func outcome(of request: LoopRequest) -> CycleEnd {
        if let unreadable = refreshPackage(after: request.savedFiles) { return .buildFailed([unreadable]) }
        session.settings.configuration = request.configuration ?? baseConfiguration
        if let coverage = control.takeCoverage() { session.setCoverage(coverage) }
        let lines = BuildLines()
        prepareBuild(lines)
        var building = false
        session.phaseChanged = { [self] phase in
            switch phase {
            case .building: building = true
            case .listing:
                building = false
                control.buildGroupChanged(nil)
            case .selected, .running: break
            }
            view?.show(.phase(phase))
        }
        // Every build is listed again, a run's too: the view's tests are the code's.
        session.inventoryListed = { [self] inventory in view?.show(.listed(inventory)) }
        do {
            switch request.action {
            case .list:
                _ = try session.inventory()
                return .listed
            case .run(let selection):
                return ended(
                    try session.run(selection, reporter: LoopReporter { [self] event in view?.show(.run(event)) }))
            }
        } catch {
            if control.isQuitting || control.wasStopped { return .stopped }
            // Only a build that failed is one (a package without test targets is not).
            return building && error.code == RunnerExitCode.buildFailed
                ? .buildFailed(lines.failure(adding: error.message)) : .failed(error.message)
        }
    }

    /// The build's output kept for a failure, its notices shown at once or kept by their kind
    /// (``WatchBuildNotice``), its command's process group followed for Stop and quit.
    private func prepareBuild(_ lines: BuildLines) {
        let control = control
        let outlet = view?.noticeOutlet
        session.buildProgress = BuildProgress(isTerminal: false, verbose: false) { lines.add($0) }
        session.buildProgress.onNotice = { notice in
            switch WatchBuildNotice(kind: notice.kind) {
            case .showAtOnce: outlet?(notice.text)
            case .keepWithBuildLines: lines.add(notice.text + "\n")
            }
        }
        session.buildProgress.onProcessStarted = { group in control.buildGroupChanged(group) }
    }

    /// A run that was interrupted though nobody pressed Stop: a Ctrl-C reached the engine's own
    /// signal handlers, and the loop ends too (exit 130).
    private func ended(_ result: SessionResult) -> CycleEnd {
        switch result {
        case .ran(let outcome):
            if outcome.summary.interrupted, !control.wasStopped { control.quit(code: 130) }
            return .ran(outcome)
        case .nothingToRerun(let line), .nothingSelected(let line):
            return .nothingToRun(line)
        case .planned:
            // No front end of the loop plans without running (`--watch` refuses --dry-run).
            return .failed("the session only planned the run (--dry-run): nothing ran")
        }
    }
}

/// Hands a run's events to the loop, which tells its view.
private final class LoopReporter: RunReporter {
    private let onEvent: (RunnerEvent) -> Void

    init(_ onEvent: @escaping (RunnerEvent) -> Void) {
        self.onEvent = onEvent
    }

    func handle(_ event: RunnerEvent) {
        onEvent(event)
    }
}
