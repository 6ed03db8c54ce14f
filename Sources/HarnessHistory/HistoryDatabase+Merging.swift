import Foundation
import GRDB

extension HistoryDatabase {
    /// Folds the runs of `source` that this history lacks into it, in one write transaction:
    /// runs are matched by uuid, so merging the same file twice (or two files that share
    /// runs) keeps one copy of each. Tests are matched by bundle and identifier.
    ///
    /// ```swift
    /// let merged = try HistoryDatabase(url: ciCache).merge(from: shardFile)   // runs added
    /// ```
    ///
    /// - Returns: how many runs were added.
    @discardableResult
    public func merge(from source: URL) throws -> Int {
        // Checks the source first: not a database, or a newer layout, is said before any write.
        _ = try HistoryDatabase(url: source, readOnly: true)
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS source", arguments: [source.path])
            // Failure ignored here: a source left attached makes the next ATTACH throw, which is said.
            defer { try? db.execute(sql: "DETACH DATABASE source") }
            var added = 0
            try db.inTransaction(.immediate) {
                added = try Self.mergeAttached(db)
                return .commit
            }
            return added
        }
    }

    /// Folds several histories in (CI shards'), every one checked before the first write: a
    /// file that is not a history (or of a newer layout) is named and nothing is merged. Each
    /// file's runs then go in whole, in one transaction of their own, so a merge stopped
    /// halfway leaves whole files merged, and running it again adds only what is missing
    /// (runs are matched by uuid).
    ///
    /// ```swift
    /// let added = try HistoryDatabase(url: merged).merge(from: [shard1, shard2, shard3])   // [12, 11, 12]
    /// ```
    ///
    /// - Throws: ``MergeSourceError`` naming the first file that cannot be merged.
    public func merge(from sources: [URL]) throws -> [Int] {
        for source in sources {
            do {
                _ = try HistoryDatabase(url: source, readOnly: true)
            } catch {
                throw MergeSourceError(source: source, underlying: error)
            }
        }
        return try sources.map { source in
            do {
                return try merge(from: source)
            } catch {
                throw MergeSourceError(source: source, underlying: error)
            }
        }
    }

    /// A history file that could not be merged, and why.
    public struct MergeSourceError: Error, CustomStringConvertible {
        public var source: URL
        public var underlying: any Error

        public var description: String { "'\(source.path)': \(underlying)" }
    }

    /// The merge's body, with the source attached as `source`.
    private static func mergeAttached(_ db: Database) throws -> Int {
        let newRuns = try Row.fetchAll(
            db,
            sql: """
                SELECT id, uuid, startedAt FROM source.run
                WHERE uuid NOT IN (SELECT uuid FROM main.run)
                ORDER BY startedAt
                """)
        guard !newRuns.isEmpty else { return 0 }
        // A version 1 file has no per-test coverage to bring.
        let sourceHasCoverage =
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM source.sqlite_master WHERE type = 'table' AND name = 'coverage'") ?? 0
            > 0
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO main.test (bundle, identifier, suite)
                SELECT bundle, identifier, suite FROM source.test
                """)
        for row in newRuns {
            let sourceRun: Int64 = row["id"]
            let started: Double = row["startedAt"]
            try db.execute(
                sql: """
                    INSERT INTO main.run (uuid, startedAt, duration, gitCommit, gitDirty, machine, machineSummary,
                                          selection, exitCode, interrupted)
                    SELECT uuid, startedAt, duration, gitCommit, gitDirty, machine, machineSummary,
                           selection, exitCode, interrupted
                    FROM source.run WHERE id = ?
                    """, arguments: [sourceRun])
            let run = db.lastInsertedRowID
            for table in ["result", "attempt"] + (sourceHasCoverage ? ["coverage"] : []) {
                let columns =
                    switch table {
                    case "result": "repetition, status, duration, attempts, firstStatus, message"
                    case "attempt": "repetition, number, status, duration, message"
                    default: "file, lines"
                    }
                let sourceColumns = columns.split(separator: ",").map { "s.\($0.trimmingCharacters(in: .whitespaces))" }
                    .joined(separator: ", ")
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO main.\(table) (test, run, \(columns))
                        SELECT m.id, ?, \(sourceColumns)
                        FROM source.\(table) s
                        JOIN source.test st ON st.id = s.test
                        JOIN main.test m ON m.bundle = st.bundle AND m.identifier = st.identifier
                        WHERE s.run = ?
                        """, arguments: [run, sourceRun])
            }
            // The same rule as recording: only a run newer than a test's latest moves it.
            try updateTests(fromRun: run, startedAt: started, in: db)
            try updateRetriedEstimates(ofRun: run, startedAt: started, in: db)
        }
        return newRuns.count
    }
}
