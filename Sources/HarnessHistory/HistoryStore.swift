import Foundation
import HarnessModel
import HarnessWire

/// The run history as `harness test` uses it: never the reason a run fails. A file that is
/// not a database, is corrupt or was laid out by a newer harness is kept under a new name
/// (`history.sqlite.unusable-<time>`), said in one line, and a fresh file takes its place; any
/// other problem (a full disk, no permission) is said in one line and the run goes on.
///
/// ```swift
/// let store = HistoryStore(url: root.appending(path: HistoryStore.defaultPath)) { print($0.text) }
/// let facts = store.planningFacts()
/// store.record(RunRecord(outcome: outcome, selection: selection, startedAt: start, git: git, machine: machine))
/// ```
public struct HistoryStore: Sendable {
    /// Where a package's history lives unless `--history` says otherwise.
    public static let defaultPath = ".build/harness/history.sqlite"

    public let url: URL
    private let notice: @Sendable (RunnerNotice) -> Void
    /// The git state of the run under way, read since ``runStarts(packageRoot:)``.
    let pendingGit = PendingGitSlot()

    public init(url: URL, notice: @escaping @Sendable (RunnerNotice) -> Void) {
        self.url = url
        self.notice = notice
    }

    /// The estimates and what failed last time; empty when the history cannot be read.
    public func planningFacts() -> HistoryFacts {
        withDatabase(doing: "read") { try $0.planningFacts() } ?? HistoryFacts()
    }

    /// Every test's latest per-test coverage; empty when there is none or the history cannot
    /// be read.
    package func latestCoverage() -> [BundleTestIdentifier: ExecutedLines] {
        withDatabase(doing: "read") { try $0.latestCoverage() } ?? [:]
    }

    /// The git commit of the latest recorded run, if any.
    public func lastRecordedCommit() -> String? {
        withDatabase(doing: "read") { try $0.lastRecordedCommit() } ?? nil
    }

    /// Records `run`; returns whether it was recorded.
    @discardableResult
    public func record(_ run: RunRecord) -> Bool {
        withDatabase(doing: "record this run in") { try $0.record(run) } != nil
    }

    /// Opens the file and runs `work`; an unusable file is set aside once and `work` retried
    /// on a fresh one.
    private func withDatabase<T>(doing what: String, _ work: (HistoryDatabase) throws -> T) -> T? {
        do {
            return try work(HistoryDatabase(url: url))
        } catch  where HistoryDatabase.isUnusableFile(error) {
            guard let (kept, leftBehind) = setAside() else {
                notice(
                    RunnerNotice(
                        .historyUnavailable,
                        "could not \(what) the run history \(url.path): \(error); remove the file to start a new one"))
                return nil
            }
            notice(
                RunnerNotice(
                    .historySetAside,
                    "the run history \(url.path) \(Self.reason(error)): kept as \(kept.lastPathComponent), starting "
                        + "a new one" + leftBehind.map { "; \($0)" }.joined()))
            do {
                return try work(HistoryDatabase(url: url))
            } catch {
                notice(RunnerNotice(.historyUnavailable, "could not \(what) the run history \(url.path): \(error)"))
                return nil
            }
        } catch {
            notice(RunnerNotice(.historyUnavailable, "could not \(what) the run history \(url.path): \(error)"))
            return nil
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let problem = error as? HistoryProblem { return problem.description }
        return "is not a readable database (\(error))"
    }

    /// Renames the file (and its WAL) to `<name>.unusable-<seconds>`; nil when it cannot. The
    /// companions that could not be moved or removed are said, each in a clause of its own.
    private func setAside() -> (kept: URL, leftBehind: [String])? {
        let stamp = Int(Date().timeIntervalSince1970)
        let kept = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).unusable-\(stamp)")
        let manager = FileManager.default
        do {
            try manager.moveItem(at: url, to: kept)
        } catch {
            return nil
        }
        var leftBehind: [String] = []
        for suffix in ["-wal", "-shm"] {
            let companion = URL(fileURLWithPath: url.path + suffix)
            guard manager.fileExists(atPath: companion.path) else { continue }
            do {
                if suffix == "-wal" {
                    try manager.moveItem(at: companion, to: URL(fileURLWithPath: kept.path + suffix))
                } else {
                    try manager.removeItem(at: companion)
                }
            } catch {
                leftBehind.append("\(companion.lastPathComponent) could not be set aside (\(error)); remove it")
            }
        }
        return (kept, leftBehind)
    }
}

extension HistoryStore {
    /// Records what the engine returned for `request` run with `configuration`, with the
    /// package's git state (read while the tests ran: ``PendingGitState``) and this machine's
    /// configuration: what keeping a run (``RunHistory``) does after it.
    @discardableResult
    package func record(
        _ outcome: RunOutcome, request: RunRequest, configuration: RunConfiguration,
        startedAt: Date, git: GitState?, coverage: [BundleTestIdentifier: ExecutedLines] = [:]
    ) -> Bool {
        var run = RunRecord(
            outcome: outcome, selection: RunSelection(request: request, configuration: configuration),
            startedAt: startedAt, git: git, machine: .current()
        )
        run.coverage = coverage
        run.partitionRound = request.partitionRound
        return record(run)
    }
}
