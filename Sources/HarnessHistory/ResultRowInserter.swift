import Foundation
import GRDB
import GRDBSQLite
import HarnessModel

/// Inserts a run's result rows through one prepared multi-row statement, bound with SQLite's
/// C API on GRDB's own connection (inside its transaction).
///
/// Why not GRDB's `StatementArguments`: every value is boxed into a `DatabaseValue` through a
/// generic or existential conversion, which was a third of the time of recording a
/// 10,000-test run (`Benchmarks/history/bench.sh`); binding integers, doubles and short texts
/// directly is what that conversion ends in anyway.
///
/// ```swift
/// try ResultRowInserter(db: db, runID: runID).insert(results, testIDs: ids)
/// ```
final class ResultRowInserter {
    /// Rows one statement carries: 200 rows of 8 values stay far under SQLite's 32,766
    /// parameters, and one statement per row cost about 20% more.
    static let rowsPerStatement = 200
    static let columns: Int32 = 8

    private let connection: OpaquePointer
    private let runID: Int64
    /// Prepared statements by row count: the full batch, and the last, shorter one.
    private var statements: [Int: OpaquePointer] = [:]

    init(db: Database, runID: Int64) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the database connection is closed")
        }
        self.connection = connection
        self.runID = runID
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
    }

    /// Inserts one row per result; `testIDs[i]` is the row id of `results[i]`'s test.
    func insert(_ results: [TestResult], testIDs: [Int64]) throws {
        for start in stride(from: 0, to: results.count, by: Self.rowsPerStatement) {
            let end = min(start + Self.rowsPerStatement, results.count)
            let statement = try self.statement(rows: end - start)
            for index in start..<end {
                try bind(results[index], testID: testIDs[index], row: Int32(index - start), to: statement)
            }
            let code = sqlite3_step(statement)
            sqlite3_reset(statement)
            guard code == SQLITE_DONE else { throw error(code) }
        }
    }

    private func bind(_ result: TestResult, testID: Int64, row: Int32, to statement: OpaquePointer) throws {
        let base = row * Self.columns
        let status = result.status
        let first = result.attempts.first?.status ?? status
        try check(sqlite3_bind_int64(statement, base + 1, testID))
        try check(sqlite3_bind_int64(statement, base + 2, runID))
        try check(sqlite3_bind_int64(statement, base + 3, Int64(result.repetition)))
        try check(bindText(status.rawValue, at: base + 4, to: statement))
        try check(sqlite3_bind_double(statement, base + 5, result.duration))
        try check(sqlite3_bind_int64(statement, base + 6, Int64(result.attempts.count)))
        try check(bindText(first.rawValue, at: base + 7, to: statement))
        if let message = HistoryDatabase.message(of: result, status: status) {
            try check(bindText(message, at: base + 8, to: statement))
        } else {
            try check(sqlite3_bind_null(statement, base + 8))
        }
    }

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Binds `text` as a copy (SQLite's `SQLITE_TRANSIENT`), since Swift's buffer lives only
    /// for the call.
    private func bindText(_ text: String, at index: Int32, to statement: OpaquePointer) -> Int32 {
        text.withCString { sqlite3_bind_text(statement, index, $0, -1, Self.transient) }
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private func statement(rows: Int) throws -> OpaquePointer {
        if let statement = statements[rows] { return statement }
        let sql = """
            INSERT OR REPLACE INTO result (test, run, repetition, status, duration, attempts, firstStatus, message)
            VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
            """
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code) }
        statements[rows] = statement
        return statement
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
    }
}
