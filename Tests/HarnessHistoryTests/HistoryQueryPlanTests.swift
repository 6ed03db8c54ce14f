import Foundation
import GRDB
import HarnessTestSupport
import Testing

@testable import HarnessHistory

/// The history stays fast because no query over `result` reads every row: SQLite's own plan
/// for each says how it reaches the rows. And a file an earlier harness wrote (results keyed
/// test first) is rewritten once, losing nothing.
@Suite struct HistoryQueryPlanTests {
    typealias S = HistorySamples

    @Test("no query over the results scans the whole table", arguments: ResultQueries.all.map(\.name))
    func noFullScan(name: String) throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        try database.record(S.run([S.result(S.id("MathTests", "testAdd"), [.failed])], at: 100))
        let sql = try #require(ResultQueries.all.first { $0.name == name }?.sql)
        let plan = try database.queue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: StatementArguments(Self.arguments(sql)))
                .map { $0["detail"] as String }
        }
        // "SCAN r" (or "SCAN result") alone reads every result; a scan of the partial index of
        // results that did not pass, or a search by key, does not.
        let fullScans = plan.filter { line in
            let words = line.split(separator: " ")
            return words.first == "SCAN" && ["r", "f", "result"].contains(words.dropFirst().first ?? "")
                && !line.contains("result_notable")
        }
        #expect(fullScans.isEmpty, "\(name): \(plan.joined(separator: "; "))")
        #expect(plan.contains { $0.contains("PRIMARY KEY") || $0.contains("result_notable") }, "\(plan)")
    }

    /// Placeholder values for the query's parameters (`?`, or `?1`… numbered: a name, then
    /// a bundle and an identifier).
    static func arguments(_ sql: String) -> [DatabaseValueConvertible?] {
        guard sql.contains("?1") else { return Array(repeating: 1, count: sql.filter { $0 == "?" }.count) }
        let named: [DatabaseValueConvertible?] = ["MathTests/testAdd", "AppPackageTests", "AppTests.MathTests/testAdd"]
        return Array(named.prefix(sql.contains("?3") ? 3 : 1))
    }

    @Test func aVersion2FileIsRekeyedAndKeepsEveryResult() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("history.sqlite")
        // The layout versions 1 and 2 wrote: results keyed (test, run, repetition).
        let old = try DatabaseQueue(path: url.path)
        try old.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE run (id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, startedAt REAL NOT NULL,
                        duration REAL NOT NULL, gitCommit TEXT, gitDirty INTEGER, machine TEXT NOT NULL,
                        machineSummary TEXT NOT NULL, selection TEXT NOT NULL, exitCode INTEGER NOT NULL,
                        interrupted INTEGER NOT NULL);
                    CREATE TABLE test (id INTEGER PRIMARY KEY, bundle TEXT NOT NULL, identifier TEXT NOT NULL,
                        suite TEXT NOT NULL, estimate REAL, lastStatus TEXT, lastStartedAt REAL,
                        UNIQUE (bundle, identifier));
                    CREATE TABLE result (test INTEGER NOT NULL, run INTEGER NOT NULL, repetition INTEGER NOT NULL,
                        status TEXT NOT NULL, duration REAL NOT NULL, attempts INTEGER NOT NULL,
                        firstStatus TEXT NOT NULL, message TEXT, PRIMARY KEY (test, run, repetition)) WITHOUT ROWID;
                    CREATE TABLE attempt (test INTEGER NOT NULL, run INTEGER NOT NULL, repetition INTEGER NOT NULL,
                        number INTEGER NOT NULL, status TEXT NOT NULL, duration REAL NOT NULL, message TEXT,
                        PRIMARY KEY (test, run, repetition, number)) WITHOUT ROWID;
                    CREATE TABLE coverage (test INTEGER NOT NULL, run INTEGER NOT NULL, file TEXT NOT NULL,
                        lines TEXT NOT NULL, PRIMARY KEY (test, run, file)) WITHOUT ROWID;
                    INSERT INTO run VALUES (1, 'A', 100, 1, 'abc', 0, 'm', 'm', '{}', 1, 0);
                    INSERT INTO run VALUES (2, 'B', 200, 1, 'abc', 0, 'm', 'm', '{}', 0, 0);
                    INSERT INTO test VALUES (1, 'AppPackageTests', 'MathTests.MathTests/testAdd', 'MathTests.MathTests',
                        0.2, 'passed', 200);
                    INSERT INTO result VALUES (1, 1, 0, 'failed', 0.2, 1, 'failed', 'XCTAssertEqual failed');
                    INSERT INTO result VALUES (1, 2, 0, 'passed', 0.2, 1, 'passed', NULL);
                    PRAGMA user_version = 2;
                    """)
        }
        try old.close()

        let database = try HistoryDatabase(url: url)
        let timeline = try database.timeline(of: "testAdd")
        #expect(timeline.map(\.status) == ["failed", "passed"])
        #expect(timeline.first?.message == "XCTAssertEqual failed")
        let key = try database.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT name, pk FROM pragma_table_info('result') WHERE pk > 0 ORDER BY pk")
                .map { $0["name"] as String }
        }
        #expect(key == ["run", "test", "repetition"])
        #expect(try database.queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 4)
        // Version 4's partition estimates start from the estimates the file had.
        #expect(
            try database.planningFacts().partitionTimings.seconds
                == [.named("AppPackageTests/MathTests.MathTests/testAdd"): 0.2])
    }
}
