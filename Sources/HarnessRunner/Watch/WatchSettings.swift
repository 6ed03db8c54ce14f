import Foundation

/// What `harness test --watch` hands to ``WatchSession``: the package, how to build it, the
/// user's run options, and the run history as two closures (the history's module depends on
/// this one, not the other way round).
///
/// ```swift
/// let settings = WatchSettings(
///     root: root, builder: builder, toolchain: false, request: request, configuration: configuration,
///     isTerminal: isatty(0) == 1 && isatty(1) == 1, history: history)
/// exit(WatchSession(settings: settings).run())
/// ```
package struct WatchSettings {
    /// What the run history says before a run.
    package struct Facts: Sendable {
        package var timings: TimingHistory
        /// Keys (``TimingHistory/key(_:_:)``) of the tests whose latest result failed.
        package var failing: Set<String>
        /// Keys of every test with a recorded result.
        package var known: Set<String>

        package init(timings: TimingHistory, failing: Set<String>, known: Set<String>) {
            self.timings = timings
            self.failing = failing
            self.known = known
        }
    }

    /// The run history: read before each run, written after it.
    package struct History {
        package var facts: () -> Facts
        package var record: (RunEngine.Outcome, RunRequest, RunConfiguration, Date) -> Void

        package init(
            facts: @escaping () -> Facts,
            record: @escaping (RunEngine.Outcome, RunRequest, RunConfiguration, Date) -> Void
        ) {
            self.facts = facts
            self.record = record
        }
    }

    package var root: String
    /// Builds the tests; its progress is replaced by the session's (errors go to the screen).
    package var builder: PackageBuilder
    /// `--xctest toolchain`.
    package var toolchain: Bool
    /// The user's filters, skips and other request options; the session adds its selection.
    package var request: RunRequest
    package var configuration: RunConfiguration
    /// A screen that redraws and keys, or plain lines.
    package var isTerminal: Bool
    package var history: History
    /// How bursts of saves are gathered.
    package var debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
    /// Where plain lines go (standard output).
    package var write: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }

    package init(
        root: String, builder: PackageBuilder, toolchain: Bool, request: RunRequest, configuration: RunConfiguration,
        isTerminal: Bool, history: History
    ) {
        self.root = root
        self.builder = builder
        self.toolchain = toolchain
        self.request = request
        self.configuration = configuration
        self.isTerminal = isTerminal
        self.history = history
    }
}
