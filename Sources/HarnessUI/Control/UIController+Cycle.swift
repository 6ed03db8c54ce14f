import Foundation
import HarnessModel
import HarnessReports
import HarnessSession

/// One pass of the session for the UI: the first listing, a run the page asked for, a watch
/// cycle; each shows its phases, its events and its build errors on the page.
extension UIController {
    /// Builds and lists the package: the model the page renders (or the build's errors).
    func list() {
        let errors = prepareBuild()
        defer { finishCycle() }
        do {
            let inventory = try session.inventory()
            let history = NavigatorHistory.read(url: historyURL)
            let fresh = NavigatorModel(
                inventory: inventory, history: history, packageRoot: session.settings.packageRoot)
            updateModel { $0 = fresh }
            send(UIMessage.modelChanged.line)
        } catch {
            guard !isQuitting else { return }
            showBuildFailure(errors.lines + [error.message])
        }
    }

    /// A run the page asked for, with its options over the settings the UI started with.
    func cycle(_ request: UIRunRequest) {
        do {
            let selection = try request.selection(in: currentModel)
            session.settings.configuration = try (request.options ?? UIRunOptions()).applied(to: baseConfiguration)
            runSession(selection)
        } catch {
            send(UIMessage.problem(error.description).line)
            setPhase(.idle)
        }
    }

    /// Runs the session for `selection`; its events go to the page and into the model.
    func runSession(_ selection: TestSelection) {
        let errors = prepareBuild()
        defer { finishCycle() }
        let reporter = UIReporter(send: send) { [self] event in keep(event) }
        do {
            switch try session.run(selection, reporter: reporter) {
            case .ran(let outcome):
                // Interrupted, and not by Stop: a Ctrl-C reached the engine, which stops the UI.
                if outcome.summary.interrupted && !wasStopped { quit() }
            case .nothingSelected(let line), .nothingToRerun(let line):
                send(UIMessage.problem(line).line)
            case .planned:
                break
            }
        } catch {
            guard !isQuitting, !wasStopped else { return }
            if currentState.phase == .building {
                showBuildFailure(errors.lines + [error.message])
            } else {
                send(UIMessage.problem(error.message).line)
            }
        }
    }

    /// Collects the build's lines, follows its process group and shows the session's phases.
    private func prepareBuild() -> BuildLines {
        setPhase(.building)
        let errors = BuildLines()
        session.buildProgress = BuildProgress(isTerminal: false, verbose: false) { errors.add($0) }
        session.buildProgress.onNotice = { [send] notice in
            // A lock's wait is said at once, not kept for a failure.
            send(UIMessage.problem(notice.text).line)
        }
        session.buildProgress.onProcessStarted = { [self] pid in setBuildGroup(pid) }
        session.phaseChanged = { [self] phase in
            switch phase {
            case .building:
                setPhase(.building)
            case .listing:
                setBuildGroup(nil)
                clearBuildFailure()
                setPhase(.listing)
            case .running:
                setPhase(.running)
            case .selected:
                break
            }
        }
        return errors
    }

    private func finishCycle() {
        setBuildGroup(nil)
        afterRun()
        setPhase(.idle)
    }

    private func showBuildFailure(_ lines: [String]) {
        var seen: Set<String> = []
        let shown = lines.filter { !$0.isEmpty && seen.insert($0).inserted }
        updateModel { $0.buildErrors = shown }
        send(UIMessage.buildFailed(shown).line)
    }

    private func clearBuildFailure() {
        var hadErrors = false
        updateModel {
            hadErrors = !$0.buildErrors.isEmpty
            $0.buildErrors = []
        }
        if hadErrors { send(UIMessage.buildFailed([]).line) }
    }
}

/// The lines a build printed (its errors, then the log's tail), from the builder's thread.
final class BuildLines: @unchecked Sendable {
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
