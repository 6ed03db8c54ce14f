import Foundation

/// What `harness test --watch` hands to ``WatchSession``: the session's settings (every
/// `harness test` option that makes sense while watching: filters, test plans, reports,
/// coverage), and how to show the runs.
///
/// ```swift
/// let settings = WatchSettings(session: sessionSettings, isTerminal: isatty(0) == 1 && isatty(1) == 1)
/// exit(try WatchSession(settings: settings).run())
/// ```
package struct WatchSettings {
    /// What each cycle's run of the session does.
    package var session: SessionSettings
    /// `--changed [REF]`: the first run takes the tests the changes since REF can affect.
    package var firstSelection: TestSelection = .watch(.start)
    /// A screen that redraws and keys, or plain lines.
    package var isTerminal: Bool
    /// How bursts of saves are gathered.
    package var debouncer = Self.defaultDebouncer
    /// Quiet for 50 ms, or a second at most: one burst of an editor's saves.
    package static let defaultDebouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
    /// Where plain lines go (standard output).
    package var write: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }

    package init(session: SessionSettings, isTerminal: Bool) {
        self.session = session
        self.isTerminal = isTerminal
    }

    package var root: String { session.packageRoot }
}
