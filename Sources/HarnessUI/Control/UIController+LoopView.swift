import Foundation
import HarnessModel
import HarnessSession

/// What the page sees of the loop: the phase and watch switch (`state`), the build's errors in
/// place of the tree (`buildFailed`), the run's events, a model to fetch again, one-line problems.
extension UIController: LoopView {
    package var noticeOutlet: @Sendable (String) -> Void {
        // A lock's wait is said at once, not kept for a failure.
        { [send] text in send(UIMessage.problem(text).line) }
    }

    package func show(_ event: LoopEvent) {
        switch event {
        case .watching:
            setWatchingState(true)
        case .watchingStopped:
            setWatchingState(false)
        case .ignoredSaves(let saves):
            send(UIMessage.ignoredSaves(files: saves.files, folders: saves.folders).line)
        case .watchFailed(let line):
            send(UIMessage.problem("watch mode cannot start: \(line)").line)
            setWatchingState(false)
        case .cycleStarted(let request):
            chooseCases(request.configuration?.selectedCases ?? [:])
            setPhase(.building)
        case .phase(.building):
            setPhase(.building)
        case .phase(.listing):
            clearBuildFailure()
            setPhase(.listing)
        case .phase(.running):
            setPhase(.running)
        case .phase(.selected):
            break
        case .run(let event):
            relay(event)
        case .listed(let inventory):
            listed(inventory)
        case .cycleEnded(let end):
            switch end {
            case .ran:
                // The history now holds this run: its failing streaks and flaky tests shown.
                remodel()
                // A covered run rewrote the report and the history: the files the pages opened
                // are made again now, not when a page next asks (nothing changed: a look-up).
                DispatchQueue.global(qos: .utility).async { [coverage] in coverage.refreshKept() }
            case .listed, .stopped:
                break
            case .nothingToRun(let line), .failed(let line):
                send(UIMessage.problem(line).line)
            case .buildFailed(let lines):
                showBuildFailure(lines)
            }
            setPhase(.idle)
        }
    }
}
