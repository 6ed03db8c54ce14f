import GRDB
import HarnessModel

extension HistoryDatabase {
    /// The estimates and latest verdicts, keyed as the planner keys tests: one pass over the
    /// `test` table.
    ///
    /// ```swift
    /// let facts = try HistoryDatabase(url: url, readOnly: true).planningFacts()
    /// request.failures = facts.failures(.failedFirst)
    /// ```
    public func planningFacts() throws -> HistoryFacts {
        try queue.read { db in
            var facts = HistoryFacts()
            let failingStatuses: Set<String> = ["failed", "timedOut", "crashed", "hostLaunchFailed"]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT bundle, identifier, estimate, lastStatus, partitionEstimate FROM test")
            while let row = try rows.next() {
                let bundle: String = row[0]
                let identifier: String = row[1]
                let key = "\(bundle)/\(identifier)"
                if let estimate: Double = row[2] { facts.timings.seconds[key] = estimate }
                if let estimate: Double = row[4] { facts.partitionTimings.seconds[key] = estimate }
                if let status: String = row[3] {
                    facts.known.insert(key)
                    if failingStatuses.contains(status) { facts.failing.insert(key) }
                }
            }
            facts.openRounds = try Self.openRounds(in: db)
            return facts
        }
    }
}
