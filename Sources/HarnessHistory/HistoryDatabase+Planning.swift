import GRDB
import HarnessModel
import HarnessWire

extension HistoryDatabase {
    /// The estimates and latest verdicts, by test: one pass over the `test` table.
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
                // A row every Harness wrote reads back (its identifier is a TestIdentifier's
                // text); one that does not could match no listed test, so it informs nothing.
                guard let test = Self.test(bundle: row[0], identifier: row[1]) else { continue }
                if let estimate: Double = row[2] { facts.timings.seconds[test] = estimate }
                if let estimate: Double = row[4] { facts.partitionTimings.seconds[test] = estimate }
                if let status: String = row[3] {
                    facts.known.insert(test)
                    if failingStatuses.contains(status) { facts.failing.insert(test) }
                    if status == TestStatus.skipped.rawValue { facts.skipped.insert(test) }
                }
            }
            facts.openRounds = try Self.openRounds(in: db)
            return facts
        }
    }
}

extension HistoryDatabase {
    /// The test a `test` row names: its `bundle` column and its `identifier` column (a
    /// ``TestIdentifier``'s text, as recording writes it); nil for text no Harness wrote.
    static func test(bundle: String, identifier: String) -> BundleTestIdentifier? {
        TestIdentifier(parsing: identifier).map { BundleTestIdentifier(bundle: bundle, id: $0) }
    }
}
