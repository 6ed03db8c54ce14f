import Foundation
import GRDB
import HarnessRunner
import HarnessWire

extension HistoryDatabase {
    /// Records one run in a single write transaction: its row, every test's result and, when
    /// a test was retried, every attempt. The tests' estimates and latest verdicts move only
    /// when this run is newer than what they last saw (a late merge never rewinds them).
    public func record(_ run: RunRecord) throws {
        // Whether the run was new does not matter here: recording the same run twice is a no-op.
        _ = try writeImmediately { db in
            try Self.insert(run, into: db)
        }
    }

    /// Inserts `run` unless a run with its uuid is already there; returns whether it did.
    @discardableResult
    static func insert(_ run: RunRecord, into db: Database) throws -> Bool {
        let existing = try Int64.fetchOne(
            db, sql: "SELECT id FROM run WHERE uuid = ?", arguments: [run.uuid.uuidString])
        guard existing == nil else { return false }
        try db.execute(
            sql: """
                INSERT INTO run (uuid, startedAt, duration, gitCommit, gitDirty, machine, machineSummary,
                                 selection, exitCode, interrupted)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                run.uuid.uuidString, run.startedAt.timeIntervalSince1970, run.duration, run.git?.commit,
                run.git?.dirty, run.machine.identifier, run.machine.summary, run.selection.json,
                Int(run.exitCode), run.interrupted,
            ]
        )
        let runID = db.lastInsertedRowID
        let started = run.startedAt.timeIntervalSince1970
        let batches = Self.batches(of: run.results)
        // Rows go in batches of many `VALUES` per statement: one statement per test and per
        // result (20,000 for a 10,000-test run) cost ~190 ms, over the 100 ms a recording may add.
        for batch in batches {
            var arguments = StatementArguments()
            for result in batch {
                arguments += [
                    result.bundle, result.id.description, result.id.qualifiedClassName, Self.estimateSample(result),
                    result.status.rawValue, started,
                ]
            }
            try db.execute(sql: upsertTestsSQL(rows: batch.count), arguments: arguments)
        }
        let testIDs = try Self.testIDs(of: run.results, in: db)
        for batch in batches {
            var arguments = StatementArguments()
            var rows = 0
            for result in batch {
                guard let testID = testIDs[Self.TestKey(result)] else { continue }
                let first = result.attempts.first?.status ?? result.status
                arguments += [
                    testID, runID, result.repetition, result.status.rawValue, result.duration,
                    result.attempts.count, first.rawValue, Self.message(of: result),
                ]
                rows += 1
            }
            guard rows > 0 else { continue }
            try db.execute(sql: insertResultsSQL(rows: rows), arguments: arguments)
        }
        let insertAttempt = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO attempt (test, run, repetition, number, status, duration, message)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        for result in run.results where result.attempts.count > 1 {
            guard let testID = testIDs[Self.TestKey(result)] else { continue }
            for attempt in result.attempts {
                let message = attempt.status == .passed ? nil : AttemptDescription(attempt).headline
                try insertAttempt.execute(arguments: [
                    testID, runID, result.repetition, attempt.number, attempt.status.rawValue,
                    attempt.duration, message,
                ])
            }
        }
        var coverageIDs: [TestIdentifier: Int64] = [:]
        for result in run.results where run.coverage[result.id] != nil {
            coverageIDs[result.id] = testIDs[Self.TestKey(result)]
        }
        try insertCoverage(run.coverage, runID: runID, testIDs: coverageIDs, into: db)
        return true
    }

    /// One row per test and file it executed; tests the run has no result for are skipped.
    static func insertCoverage(
        _ coverage: [TestIdentifier: ExecutedLines], runID: Int64, testIDs: [TestIdentifier: Int64],
        into db: Database
    ) throws {
        guard !coverage.isEmpty else { return }
        let insert = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO coverage (test, run, file, lines) VALUES (?, ?, ?, ?)")
        for (test, executed) in coverage {
            guard let testID = testIDs[test] else { continue }
            for (file, ranges) in executed.ranges {
                try insert.execute(arguments: [testID, runID, file, ExecutedLines.text(of: ranges)])
            }
        }
    }

    /// The duration that feeds the estimate: the last attempt that ran to its end (a crash
    /// or a timeout says nothing about how long the next run takes).
    static func estimateSample(_ result: TestResult) -> Double? {
        result.attempts.last { [.passed, .failed, .skipped].contains($0.status) }?.duration
    }

    /// Why the result did not pass: the last non-passing attempt's one-line headline.
    static func message(of result: TestResult) -> String? {
        guard result.status != .passed else { return nil }
        return result.attempts.last { $0.status != .passed }.map { AttemptDescription($0).headline }
    }

    /// A test's row key: its bundle and identifier.
    struct TestKey: Hashable {
        var bundle: String
        var identifier: String

        init(bundle: String, identifier: String) {
            self.bundle = bundle
            self.identifier = identifier
        }

        init(_ result: TestResult) {
            self.init(bundle: result.bundle, identifier: result.id.description)
        }
    }

    /// Rows a statement carries: 200 results of 8 values stay far under SQLite's 32,766
    /// parameters.
    static let batchSize = 200

    static func batches(of results: [TestResult]) -> [ArraySlice<TestResult>] {
        stride(from: 0, to: results.count, by: batchSize).map {
            results[$0..<min($0 + batchSize, results.count)]
        }
    }

    /// The row ids of the run's tests, read in one pass over their bundles' rows.
    static func testIDs(of results: [TestResult], in db: Database) throws -> [TestKey: Int64] {
        var ids: [TestKey: Int64] = [:]
        for bundle in Set(results.map(\.bundle)) {
            let rows = try Row.fetchCursor(
                db, sql: "SELECT id, identifier FROM test WHERE bundle = ?", arguments: [bundle])
            while let row = try rows.next() {
                ids[TestKey(bundle: bundle, identifier: row[1])] = row[0]
            }
        }
        return ids
    }

    /// Creates each test's row or updates its estimate (an exponential moving average, so one
    /// slow run on a busy machine moves it only half way) and latest verdict, for `rows` rows of
    /// (bundle, identifier, suite, estimate, status, startedAt).
    static func upsertTestsSQL(rows: Int) -> String {
        """
        INSERT INTO test (bundle, identifier, suite, estimate, lastStatus, lastStartedAt)
        VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
        ON CONFLICT (bundle, identifier) DO UPDATE SET
            suite = excluded.suite,
            estimate = CASE
                WHEN excluded.estimate IS NULL THEN test.estimate
                WHEN test.estimate IS NULL THEN excluded.estimate
                ELSE 0.5 * test.estimate + 0.5 * excluded.estimate END,
            lastStatus = excluded.lastStatus,
            lastStartedAt = excluded.lastStartedAt
        WHERE test.lastStartedAt IS NULL OR excluded.lastStartedAt >= test.lastStartedAt
        """
    }

    /// `rows` results of (test, run, repetition, status, duration, attempts, firstStatus, message).
    static func insertResultsSQL(rows: Int) -> String {
        """
        INSERT OR REPLACE INTO result (test, run, repetition, status, duration, attempts, firstStatus, message)
        VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
        """
    }
}
