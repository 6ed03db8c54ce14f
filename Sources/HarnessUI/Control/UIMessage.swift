import Foundation

/// What the server tells the page over the live channel besides the run's events (which go as
/// the `--json` stream's lines, `Documentation/RunnerEvents.md`): where the session is, a build
/// that failed, a model to fetch again, a problem. Each is one JSON object with a `kind` that
/// the event stream does not use.
///
/// ```swift
/// UIMessage.state(UIState(phase: .running, watching: false)).line
/// // {"kind":"state","phase":"running","watching":false}
/// ```
package enum UIMessage: Hashable, Sendable {
    /// The session's phase and whether watch mode is on.
    case state(UIState)
    /// The build failed: its error lines, shown in place of the tree.
    case buildFailed([String])
    /// The tests were listed again: the page fetches the model anew.
    case modelChanged
    /// Something the user should read (a run that could not start), in one line.
    case problem(String)
    /// Saves while watching in a folder git ignores: no change, nothing runs (each folder once).
    case ignoredSaves(files: [String], folders: [String])

    /// The message as one line of JSON.
    package var line: String {
        let object: [String: Any] =
            switch self {
            case .state(let state): ["kind": "state", "phase": state.phase.rawValue, "watching": state.watching]
            case .buildFailed(let lines): ["kind": "buildFailed", "lines": lines]
            case .modelChanged: ["kind": "modelChanged"]
            case .problem(let message): ["kind": "problem", "message": message]
            case .ignoredSaves(let files, let folders): ["kind": "ignoredSaves", "files": files, "folders": folders]
            }
        // Serializing strings, numbers and booleans cannot fail.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Where the UI's session is.
package struct UIState: Hashable, Sendable {
    package enum Phase: String, Sendable {
        case building
        case listing
        case running
        /// Waiting for a click (or, watching, for a save).
        case idle
    }

    package var phase: Phase
    package var watching: Bool

    package init(phase: Phase, watching: Bool) {
        self.phase = phase
        self.watching = watching
    }
}
