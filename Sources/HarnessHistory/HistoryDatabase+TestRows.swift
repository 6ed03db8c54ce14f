import Foundation
import GRDB
import HarnessModel

/// Recording's rows per test: where the time of recording a 10,000-test run goes, so each step
/// says what it was measured against (`Benchmarks/history/bench.sh`).
extension HistoryDatabase {
    /// The row id of every result's test, in the order of `results`: the bundle's known tests
    /// are read once, and a test never seen gets its row.
    ///
    /// Ids are interned here once per test, so that results carry integers rather than names.
    static func testIDs(of results: [TestResult], in db: Database) throws -> [Int64] {
        var known: [String: [String: Int64]] = [:]
        for bundle in Set(results.map(\.bundle)) {
            var ids: [String: Int64] = [:]
            ids.reserveCapacity(results.count)
            let rows = try Row.fetchCursor(
                db, sql: "SELECT id, identifier FROM test WHERE bundle = ?", arguments: [bundle])
            while let row = try rows.next() {
                ids[row[1]] = row[0]
            }
            known[bundle] = ids
        }
        let insert = try db.cachedStatement(sql: "INSERT INTO test (bundle, identifier, suite) VALUES (?, ?, ?)")
        var testIDs: [Int64] = []
        testIDs.reserveCapacity(results.count)
        for result in results {
            let identifier = result.id.description
            if let id = known[result.bundle]?[identifier] {
                testIDs.append(id)
                continue
            }
            try insert.execute(arguments: [result.bundle, identifier, result.id.qualifiedClassName])
            let id = db.lastInsertedRowID
            known[result.bundle, default: [:]][identifier] = id
            testIDs.append(id)
        }
        return testIDs
    }

    /// Moves every test's estimate and latest verdict to what `run` (already in `result`)
    /// says, unless the test last saw a newer run (a late merge never rewinds them). One
    /// statement inside SQLite: with 10,000 single-row updates bound from Swift, recording a
    /// run cost 91 ms of CPU; with this statement (and ids interned once), 55 ms.
    ///
    /// The estimate is an exponential moving average (½ old, ½ new), so one slow run on a busy
    /// machine moves it only half way. Its sample is a single attempt that ran to its end (a
    /// crash or a timeout says nothing about the next run's length); the repetitions of a
    /// `--repeat` run are averaged; retried tests are folded in by ``updateRetriedEstimates(ofRun:startedAt:in:)``.
    ///
    /// The partition estimate moves the same way, except for a run that was itself a shard
    /// (its selection names a partition): the shards of one round must all cut with the same
    /// estimates, whichever of them ran first on this machine (Documentation/History.md, "Shards").
    static func updateTests(fromRun run: Int64, startedAt: Double, in db: Database) throws {
        try db.cachedStatement(sql: updateTestsSQL).execute(arguments: [run, startedAt, run, startedAt])
    }

    /// Whether run `?` was not a shard, as SQL.
    static let unshardedRunSQL = "(SELECT json_extract(selection, '$.partition') IS NULL FROM run WHERE id = ?)"

    /// Recording's and merging's one rule, for (run, startedAt, run, startedAt).
    static let updateTestsSQL = """
        UPDATE test SET
            estimate = CASE
                WHEN r.sample IS NULL THEN test.estimate
                WHEN test.estimate IS NULL THEN r.sample
                ELSE 0.5 * test.estimate + 0.5 * r.sample END,
            partitionEstimate = CASE
                WHEN r.sample IS NULL OR NOT \(unshardedRunSQL) THEN test.partitionEstimate
                WHEN test.partitionEstimate IS NULL THEN r.sample
                ELSE 0.5 * test.partitionEstimate + 0.5 * r.sample END,
            lastStatus = r.status,
            lastStartedAt = ?
        FROM (
            SELECT test, status, max(repetition),
                   avg(CASE WHEN attempts = 1 AND status IN ('passed', 'failed', 'skipped') THEN duration END)
                       AS sample
            FROM result WHERE run = ? GROUP BY test
        ) AS r
        WHERE test.id = r.test AND (test.lastStartedAt IS NULL OR test.lastStartedAt <= ?)
        """

    /// Folds each retried test's sample (its last attempt that ran to its end, from `attempt`)
    /// into its estimate, for the tests whose latest run is `run`.
    static func updateRetriedEstimates(ofRun run: Int64, startedAt: Double, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE test SET estimate = CASE
                    WHEN test.estimate IS NULL THEN a.duration
                    ELSE 0.5 * test.estimate + 0.5 * a.duration END,
                partitionEstimate = CASE
                    WHEN NOT \(unshardedRunSQL) THEN test.partitionEstimate
                    WHEN test.partitionEstimate IS NULL THEN a.duration
                    ELSE 0.5 * test.partitionEstimate + 0.5 * a.duration END
                FROM (
                    SELECT test, duration, max(repetition * 1000000 + number) FROM attempt
                    WHERE run = ? AND status IN ('passed', 'failed', 'skipped') GROUP BY test
                ) AS a
                WHERE test.id = a.test AND test.lastStartedAt = ?
                """
        ).execute(arguments: [run, run, startedAt])
    }
}
