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
    /// The estimates a partition is cut with: moved by every run except the ones that were
    /// shards, so the N shards of one round cut the same shards in whatever order they run.
    public var partitionTimings: TimingHistory
    /// The open `time` round of each shard count N (``PartitionRound``).
    public var openRounds: [Int: PartitionRound] = [:]
    /// The tests whose latest result failed.
    public var failing: Set<BundleTestIdentifier>
    /// Every test with a recorded result.
    public var known: Set<BundleTestIdentifier>
    /// The tests whose latest result was a skip (the navigator shows "skipped" for them before
    /// this session runs them, not "passed").
    public var skipped: Set<BundleTestIdentifier> = []

    public init(
        timings: TimingHistory = TimingHistory(), partitionTimings: TimingHistory = TimingHistory(),
        failing: Set<BundleTestIdentifier> = [], known: Set<BundleTestIdentifier> = []
    ) {
        self.timings = timings
        self.partitionTimings = partitionTimings
        self.failing = failing
        self.known = known
    }

    /// The estimates `partition` cuts with: its open round's, when that round has not run this
    /// shard yet, else the partition estimates (a new round).
    public func partitionTimings(for partition: Partition?) -> TimingHistory {
        guard let partition, partition.kind == .time, let round = openRounds[partition.total],
            !round.shardsRun.contains(partition.index)
        else { return partitionTimings }
        return round.estimates
    }

    /// The round a `time` shard planned as `plan` belongs to, with its own shard added: the open
    /// round it joined, or a new one.
    public func round(of plan: RunPlan, cutWith timings: TimingHistory) -> PartitionRound? {
        guard let cut = plan.partition, cut.partition.kind == .time else { return nil }
        let total = cut.partition.total
        var round =
            openRounds[total].flatMap { $0.fingerprint == cut.fingerprint ? $0 : nil }
            ?? PartitionRound(total: total, fingerprint: cut.fingerprint, shardsRun: [], estimates: timings)
        round.shardsRun.insert(cut.partition.index)
        return round
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
        _ outcome: RunOutcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String, coverage: [BundleTestIdentifier: ExecutedLines])

    /// Every test's latest per-test coverage (what `--changed` maps changes through).
    func latestCoverage() -> [BundleTestIdentifier: ExecutedLines]

    /// The git commit of the latest recorded run, if any (what `--changed` alone compares with).
    func lastRecordedCommit() -> String?
}

extension RunHistory {
    /// Nothing to start by default.
    package func runStarts(packageRoot: String) {}

    /// No coverage kept by default.
    package func latestCoverage() -> [BundleTestIdentifier: ExecutedLines] { [:] }

    /// No commit kept by default.
    package func lastRecordedCommit() -> String? { nil }

    /// Keeps a finished run without coverage.
    package func keep(
        _ outcome: RunOutcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String
    ) {
        keep(
            outcome, request: request, configuration: configuration, startedAt: startedAt, packageRoot: packageRoot,
            coverage: [:])
    }
}
