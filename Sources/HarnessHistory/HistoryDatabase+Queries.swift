import Foundation
import GRDB
import HarnessModel

extension HistoryDatabase {
    /// Everything `harness history` shows, the slowest lists cut to `limit` entries.
    public func report(limit: Int = 10) throws -> HistoryReport {
        try queue.read { db in
            HistoryReport(
                runs: try Int.fetchOne(db, sql: "SELECT count(*) FROM run") ?? 0,
                slowestTests: try Self.slowestTests(db, limit: limit),
                slowestSuites: try Self.slowestSuites(db, limit: limit),
                flaky: try Self.flaky(db),
                failing: try Self.failing(db)
            )
        }
    }

    /// The results of the tests whose identifier is `name` or ends with it (`Class/method`,
    /// `method`), or that `name` names with its bundle (`Bundle/Module.Class/method`), oldest
    /// run first.
    public func timeline(of name: String) throws -> [TimelineEntry] {
        let named = BundleTestIdentifier(parsing: name)
        return try queue.read { db in
            try Row.fetchAll(
                db,
                sql: ResultQueries.timeline, arguments: [name, named?.bundle, named?.id.description]
            ).map { row in
                TimelineEntry(
                    bundle: row[0], test: row[1], run: row[2], startedAt: Date(timeIntervalSince1970: row[3]),
                    commit: row[4], dirty: row[5], repetition: row[6], status: row[7], seconds: row[8],
                    attempts: row[9], message: row[10]
                )
            }
        }
    }

    static func slowestTests(_ db: Database, limit: Int) throws -> [SlowTest] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT bundle, identifier, estimate FROM test WHERE estimate IS NOT NULL
                ORDER BY estimate DESC, bundle, identifier LIMIT ?
                """, arguments: [limit]
        ).map { SlowTest(bundle: $0[0], test: $0[1], seconds: $0[2]) }
    }

    static func slowestSuites(_ db: Database, limit: Int) throws -> [SlowSuite] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT bundle, suite, sum(estimate) AS seconds, count(*) FROM test WHERE estimate IS NOT NULL
                GROUP BY bundle, suite ORDER BY seconds DESC, bundle, suite LIMIT ?
                """, arguments: [limit]
        ).map { SlowSuite(bundle: $0[0], suite: $0[1], seconds: $0[2], tests: $0[3]) }
    }

    /// Tests that passed only on a retry, or passed and failed on one commit with a clean tree.
    static func flaky(_ db: Database) throws -> [FlakyTest] {
        var evidence: [Int64: (bundle: String, test: String, items: [FlakyEvidence])] = [:]
        let retried = try Row.fetchAll(
            db,
            sql: ResultQueries.retried)
        for row in retried {
            let item = FlakyEvidence(
                kind: .passedOnRetry, commit: row[3], runs: row[4], passes: 0, failures: 0,
                lastSeen: Date(timeIntervalSince1970: row[5])
            )
            evidence[row[0], default: (row[1], row[2], [])].items.append(item)
        }
        let mixed = try Row.fetchAll(
            db,
            sql: ResultQueries.mixed)
        for row in mixed {
            let passes: Int = row[4]
            let failures: Int = row[5]
            let item = FlakyEvidence(
                kind: .mixedOnCommit, commit: row[3], runs: passes + failures, passes: passes, failures: failures,
                lastSeen: Date(timeIntervalSince1970: row[6])
            )
            evidence[row[0], default: (row[1], row[2], [])].items.append(item)
        }
        return evidence.values
            .map {
                FlakyTest(bundle: $0.bundle, test: $0.test, evidence: $0.items.sorted { $0.lastSeen > $1.lastSeen })
            }
            .sorted { ($0.bundle, $0.test) < ($1.bundle, $1.test) }
    }

    /// Tests whose latest verdict fails a run, each with the start of its failing streak.
    static func failing(_ db: Database) throws -> [FailingTest] {
        let tests = try Row.fetchAll(
            db,
            sql: """
                SELECT id, bundle, identifier, lastStatus FROM test
                WHERE lastStatus IN \(HistorySchema.failingStatuses) ORDER BY bundle, identifier
                """)
        return try tests.map { test in
            let id: Int64 = test[0]
            let lastGood =
                try Double.fetchOne(
                    db,
                    sql: ResultQueries.lastGood, arguments: [id]) ?? -Double.greatestFiniteMagnitude
            let streak = try Row.fetchAll(
                db,
                sql: ResultQueries.streak, arguments: [id, lastGood])
            let first = streak.first
            return FailingTest(
                bundle: test[1], test: test[2], status: test[3],
                since: Date(timeIntervalSince1970: first?[0] ?? 0), sinceCommit: first?[1],
                runs: Set(streak.map { $0[0] as Double }).count, message: streak.last?[2]
            )
        }
    }
}
