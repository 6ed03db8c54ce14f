import Foundation
import GRDB
import HarnessModel
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
        let testIDs = try Self.testIDs(of: run.results, in: db)
        try ResultRowInserter(db: db, runID: runID).insert(run.results, testIDs: testIDs)
        try Self.updateTests(fromRun: runID, startedAt: started, in: db)
        let insertAttempt = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO attempt (test, run, repetition, number, status, duration, message)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        for (result, testID) in zip(run.results, testIDs) where result.attempts.count > 1 {
            for attempt in result.attempts {
                let message = attempt.status == .passed ? nil : AttemptDescription(attempt).headline
                try insertAttempt.execute(arguments: [
                    testID, runID, result.repetition, attempt.number, attempt.status.rawValue,
                    attempt.duration, message,
                ])
            }
        }
        try Self.updateRetriedEstimates(ofRun: runID, startedAt: started, in: db)
        var coverageIDs: [BundleTestIdentifier: Int64] = [:]
        for (result, testID) in zip(run.results, testIDs) {
            let test = BundleTestIdentifier(bundle: result.bundle, id: result.id)
            if run.coverage[test] != nil { coverageIDs[test] = testID }
        }
        try insertCoverage(run.coverage, runID: runID, testIDs: coverageIDs, into: db)
        if let round = run.partitionRound { try keep(round, in: db) }
        return true
    }

    /// One row per test and file it executed; tests the run has no result for are skipped.
    static func insertCoverage(
        _ coverage: [BundleTestIdentifier: ExecutedLines], runID: Int64, testIDs: [BundleTestIdentifier: Int64],
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

    /// Why the result (whose verdict is `status`) did not pass: the last non-passing attempt's
    /// one-line headline.
    static func message(of result: TestResult, status: TestStatus) -> String? {
        guard status != .passed else { return nil }
        return result.attempts.last { $0.status != .passed }.map { AttemptDescription($0).headline }
    }
}
