import HarnessModel

/// Draws ``WatchState`` as the lines of one terminal screen: a header with the keys, what watch
/// mode is doing, and the last result or the build's errors in place. Pure: the session writes
/// the lines over the previous screen.
///
/// ```swift
/// let lines = WatchScreen.lines(of: state, width: 100, height: 30)
/// ```
package enum WatchScreen {
    package static let keysLine = "keys: a run all · f failed only · Enter rerun · q quit"

    package static func lines(of state: WatchState, width: Int, height: Int) -> [String] {
        var lines = ["harness test --watch · \(state.root)", keysLine, ""]
        lines.append(status(of: state))
        if state.phase == .running {
            for test in state.running.prefix(4) { lines.append("  running \(test)") }
            if state.running.count > 4 { lines.append("  … and \(state.running.count - 4) more running") }
        }
        if !state.selection.isEmpty { lines.append("Selection: \(state.selection)") }
        if let notice = state.notice { lines.append(notice) }
        lines.append("")
        if !state.buildErrors.isEmpty {
            lines.append("Build failed (\(state.trigger)):")
            lines += state.buildErrors.map { "  \($0)" }
        } else if let result = state.lastResult {
            lines.append("Last run (\(result.trigger)): \(result.summary)")
            for failure in result.failures {
                lines.append("  \(label(of: failure.status)) \(failure.test)")
                if !failure.detail.isEmpty { lines.append("       \(failure.detail)") }
            }
        }
        return fitted(lines, width: width, height: height)
    }

    /// What watch mode is doing, in one line.
    package static func status(of state: WatchState) -> String {
        switch state.phase {
        case .waiting:
            "Waiting for changes (\(state.watchedFolders) folders watched)"
        case .building:
            "Building (\(state.trigger))…"
        case .listing:
            "Listing tests…"
        case .running:
            "Running \(state.done)/\(state.total)" + (state.failedSoFar > 0 ? " · \(state.failedSoFar) failed" : "")
        }
    }

    static func label(of status: TestStatus) -> String {
        switch status {
        case .timedOut: "TIMEOUT"
        case .crashed: "CRASH"
        case .hostLaunchFailed: "HOST"
        default: "FAIL"
        }
    }

    /// Cuts lines to the width and the list to the height, saying how much was left out.
    static func fitted(_ lines: [String], width: Int, height: Int) -> [String] {
        let width = max(width, 20)
        let height = max(height, 4)
        var shown = lines
        if shown.count > height {
            let hidden = shown.count - (height - 1)
            shown = Array(shown.prefix(height - 1)) + ["… \(hidden) more lines (a taller terminal shows them)"]
        }
        return shown.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }
    }
}
