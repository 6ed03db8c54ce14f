import GRDB
import HarnessRunner

/// What the planner reads from the history: one pass over the `test` table.
///
/// ```swift
/// let facts = try HistoryDatabase(url: url, readOnly: true).planningFacts()
/// request.failures = facts.failures(.failedFirst)
/// let plan = try RunPlanner(inventory: inventory, request: request, history: facts.timings).plan()
/// ```
public struct PlanningFacts: Hashable, Sendable {
    /// Expected seconds per test.
    public var timings = TimingHistory()
    /// Keys (``TimingHistory/key(_:_:)``) of the tests whose latest result fails a run.
    public var failing: Set<String> = []
    /// Keys of every test with a recorded result.
    public var known: Set<String> = []

    public init(timings: TimingHistory = TimingHistory(), failing: Set<String> = [], known: Set<String> = []) {
        self.timings = timings
        self.failing = failing
        self.known = known
    }

    /// `--failed-first` or `--rerun-failed` over these facts.
    public func failures(_ mode: FailureSelection.Mode) -> FailureSelection {
        FailureSelection(mode: mode, failing: failing, known: known)
    }
}

extension HistoryDatabase {
    /// The estimates and latest verdicts, keyed as the planner keys tests.
    public func planningFacts() throws -> PlanningFacts {
        try queue.read { db in
            var facts = PlanningFacts()
            let failingStatuses: Set<String> = ["failed", "timedOut", "crashed", "hostLaunchFailed"]
            let rows = try Row.fetchCursor(db, sql: "SELECT bundle, identifier, estimate, lastStatus FROM test")
            while let row = try rows.next() {
                let bundle: String = row[0]
                let identifier: String = row[1]
                let key = "\(bundle)/\(identifier)"
                if let estimate: Double = row[2] { facts.timings.seconds[key] = estimate }
                if let status: String = row[3] {
                    facts.known.insert(key)
                    if failingStatuses.contains(status) { facts.failing.insert(key) }
                }
            }
            return facts
        }
    }
}
