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
        let upsertTest = try db.cachedStatement(sql: upsertTestSQL)
        let selectTest = try db.cachedStatement(sql: "SELECT id FROM test WHERE bundle = ? AND identifier = ?")
        let insertResult = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO result (test, run, repetition, status, duration, attempts, firstStatus, message)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertAttempt = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO attempt (test, run, repetition, number, status, duration, message)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        var testIDs: [TestIdentifier: Int64] = [:]
        for result in run.results {
            let identifier = result.id.description
            let suite = result.id.qualifiedClassName
            let status = result.status.rawValue
            let upserted = try Int64.fetchOne(
                upsertTest,
                arguments: [
                    result.bundle, identifier, suite, Self.estimateSample(result), status, started,
                ])
            guard let testID = try upserted ?? Int64.fetchOne(selectTest, arguments: [result.bundle, identifier]) else {
                continue
            }
            testIDs[result.id] = testID
            let first = result.attempts.first?.status ?? result.status
            try insertResult.execute(arguments: [
                testID, runID, result.repetition, status, result.duration, result.attempts.count,
                first.rawValue, Self.message(of: result),
            ])
            guard result.attempts.count > 1 else { continue }
            for attempt in result.attempts {
                let message = attempt.status == .passed ? nil : AttemptDescription(attempt).headline
                try insertAttempt.execute(arguments: [
                    testID, runID, result.repetition, attempt.number, attempt.status.rawValue,
                    attempt.duration, message,
                ])
            }
        }
        try insertCoverage(run.coverage, runID: runID, testIDs: testIDs, into: db)
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

    /// Creates the test's row or updates its estimate (an exponential moving average, so one
    /// slow run on a busy machine moves it only half way) and latest verdict.
    static let upsertTestSQL = """
        INSERT INTO test (bundle, identifier, suite, estimate, lastStatus, lastStartedAt)
        VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (bundle, identifier) DO UPDATE SET
            suite = excluded.suite,
            estimate = CASE
                WHEN excluded.estimate IS NULL THEN test.estimate
                WHEN test.estimate IS NULL THEN excluded.estimate
                ELSE 0.5 * test.estimate + 0.5 * excluded.estimate END,
            lastStatus = excluded.lastStatus,
            lastStartedAt = excluded.lastStartedAt
        WHERE test.lastStartedAt IS NULL OR excluded.lastStartedAt >= test.lastStartedAt
        RETURNING id
        """
}
