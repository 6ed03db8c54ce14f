import Foundation
import HarnessWire

/// What the run history says before a run: each test's expected seconds, and its latest verdict.
///
/// ```swift
/// let facts = history.facts()
/// request.failures = facts.failures(.failedFirst)
/// let plan = try RunPlanner(inventory: inventory, request: request, history: facts.timings).plan()
/// ```
public struct HistoryFacts: Hashable, Sendable {
    public var timings: TimingHistory
    /// Keys (``TimingHistory/key(_:_:)``) of the tests whose latest result failed.
    public var failing: Set<String>
    /// Keys of every test with a recorded result.
    public var known: Set<String>

    public init(timings: TimingHistory = TimingHistory(), failing: Set<String> = [], known: Set<String> = []) {
        self.timings = timings
        self.failing = failing
        self.known = known
    }

    /// What `--failed-first` or `--rerun-failed` selects from these verdicts.
    public func failures(_ mode: FailureSelection.Mode) -> FailureSelection {
        FailureSelection(mode: mode, failing: failing, known: known)
    }
}

/// The run history as the engine sees it: facts read before a run, the run kept after it. The
/// SQLite store (`HarnessHistory`) conforms; it depends on this module, not the other way
/// round, so the engine links no database.
///
/// ```swift
/// extension HistoryStore: RunHistory { … }
/// let facts = store.facts()
/// store.keep(outcome, request: request, configuration: configuration, startedAt: start, packageRoot: root)
/// ```
package protocol RunHistory {
    /// Says that a run of the package at `packageRoot` begins, before it is built: a store may
    /// start the slow reads keeping the run needs (the SQLite store reads the git state then),
    /// so that they overlap the build and the tests instead of adding to the run.
    func runStarts(packageRoot: String)

    /// The estimates and latest verdicts; empty when there is no history or it cannot be read
    /// (the store says so itself).
    func facts() -> HistoryFacts

    /// Keeps a finished run, with each test's executed lines under `--coverage per-test`. A
    /// store that cannot keep it says so itself: the run's exit status never depends on it.
    func keep(
        _ outcome: RunEngine.Outcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String, coverage: [TestIdentifier: ExecutedLines])
}

extension RunHistory {
    /// Nothing to start by default.
    package func runStarts(packageRoot: String) {}

    /// Keeps a finished run without coverage.
    package func keep(
        _ outcome: RunEngine.Outcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String
    ) {
        keep(
            outcome, request: request, configuration: configuration, startedAt: startedAt, packageRoot: packageRoot,
            coverage: [:])
    }
}
