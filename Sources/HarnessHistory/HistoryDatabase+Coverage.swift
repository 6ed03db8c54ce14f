import Foundation
import GRDB
import GRDBSQLite
import HarnessModel
import HarnessWire

/// A test whose recorded coverage runs a given file (and line): what `harness coverage which`
/// lists.
package struct CoveringTest: Sendable, Equatable, Codable {
    package var bundle: String
    package var test: TestIdentifier
    /// The source file as recorded (absolute).
    package var file: String
    /// The lines of `file` the test executed.
    package var ranges: [ClosedRange<Int>]
    /// When the run that recorded it started.
    package var recordedAt: Date
}

extension HistoryDatabase {
    /// The tests whose latest per-test coverage executed `file` (any line, or `line`).
    ///
    /// `file` matches a recorded path that equals it or ends with `/` followed by it, so a
    /// path relative to the package root (`Sources/Lib/Math.swift`) or a bare file name works.
    ///
    /// ```swift
    /// let tests = try database.tests(covering: "Sources/NoteKit/NoteStore.swift", line: 12)
    /// ```
    package func tests(covering file: String, line: Int?) throws -> [CoveringTest] {
        let tests = try coveringTests(
            where: "(c.file = ? OR c.file LIKE ? ESCAPE '\\')", arguments: [file, "%/" + Self.escapedForLike(file)])
        guard let line else { return tests }
        return tests.filter { $0.ranges.contains { $0.contains(line) } }
    }

    /// The tests whose latest per-test coverage executed the file recorded as exactly `path`, as
    /// the navigator's source view sends them (it knows the path the run recorded): each test's
    /// identifier as recorded (`Module.Class/method`) and the lines it ran, by identifier. Unlike
    /// ``tests(covering:line:)``'s suffix match, one seek of the file's index, not a scan of every
    /// recorded file; and read straight from SQLite's columns: the view of a file 10,000 tests ran
    /// spent a third of its making parsing identifiers only to print them again.
    ///
    /// ```swift
    /// let lines = try database.linesRun(inExactly: "/p/Sources/NoteKit/NoteStore.swift")
    /// // [(test: "NoteKitTests.StoreTests/testSave", lines: [3...9])]
    /// ```
    package func linesRun(inExactly path: String) throws -> [(test: String, lines: [ClosedRange<Int>])] {
        try queue.read { db in
            let statement = try db.makeStatement(
                sql: """
                    SELECT t.identifier, c.lines
                    FROM coverage c
                    JOIN test t ON t.id = c.test
                    WHERE c.file = ?
                      AND c.run = (SELECT max(c2.run) FROM coverage c2 WHERE c2.test = c.test)
                    ORDER BY t.identifier
                    """)
            statement.arguments = [path]
            let cursor = try Row.fetchCursor(statement)
            var found: [(test: String, lines: [ClosedRange<Int>])] = []
            while try cursor.next() != nil {
                let raw = statement.sqliteStatement
                guard let identifier = sqlite3_column_text(raw, 0), let lines = sqlite3_column_text(raw, 1) else {
                    continue
                }
                found.append(
                    (String(cString: identifier), ExecutedLines.ranges(text: String(cString: lines))))
            }
            return found
        }
    }

    /// The covering tests of the files `condition` picks, by identifier then file. Columns are
    /// read by position: a page of 10,000 rows read by name spent more time finding the columns
    /// than reading them.
    private func coveringTests(where condition: String, arguments: StatementArguments) throws -> [CoveringTest] {
        let rows = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.bundle, t.identifier, c.file, c.lines, r.startedAt
                    FROM coverage c
                    JOIN test t ON t.id = c.test
                    JOIN run r ON r.id = c.run
                    WHERE \(condition)
                      AND c.run = (SELECT max(c2.run) FROM coverage c2 WHERE c2.test = c.test)
                    ORDER BY t.identifier, c.file
                    """, arguments: arguments)
        }
        return rows.compactMap { row -> CoveringTest? in
            let bundle: String = row[0]
            guard let test = Self.test(bundle: bundle, identifier: row[1])?.id else { return nil }
            let started: Double = row[4]
            return CoveringTest(
                bundle: bundle, test: test, file: row[2], ranges: ExecutedLines.ranges(text: row[3]),
                recordedAt: Date(timeIntervalSince1970: started))
        }
    }

    /// How many runs the history holds and the newest one's row number: recording a run (with
    /// its per-test coverage, in the same transaction), merging and pruning each change it. The
    /// navigator keeps what it read from the history until this changes.
    ///
    /// ```swift
    /// let before = try database.runsMark()   // [12, 340]
    /// ```
    package func runsMark() throws -> [Int64] {
        try queue.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT count(*), coalesce(max(id), 0) FROM run")
            return [row?[0] ?? 0, row?[1] ?? 0]
        }
    }

    /// How many tests have per-test coverage recorded at all.
    package func testsWithCoverage() throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(DISTINCT test) FROM coverage") ?? 0 }
    }

    private static func escapedForLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}

extension HistoryDatabase {
    /// Every test's latest recorded per-test coverage (what `--changed` maps changes with).
    package func latestCoverage() throws -> [BundleTestIdentifier: ExecutedLines] {
        let rows = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.bundle, t.identifier, c.file, c.lines FROM coverage c JOIN test t ON t.id = c.test
                    WHERE c.run = (SELECT max(c2.run) FROM coverage c2 WHERE c2.test = c.test)
                    """)
        }
        var coverage: [BundleTestIdentifier: ExecutedLines] = [:]
        for row in rows {
            // As in planning: a row no Harness wrote maps no listed test.
            guard let test = Self.test(bundle: row["bundle"], identifier: row["identifier"]) else { continue }
            coverage[test, default: ExecutedLines()].ranges[row["file"]] = ExecutedLines.ranges(text: row["lines"])
        }
        return coverage
    }

    /// The lines one test ran in its latest recorded per-test coverage, per file (absolute);
    /// empty when none is recorded for it.
    ///
    /// ```swift
    /// try database.latestCoverage(of: "NoteKitTests.NoteStoreTests/testAdd")   // ["/p/Sources/NoteKit/NoteStore.swift": [12...20]]
    /// ```
    package func latestCoverage(of test: String) throws -> [String: [ClosedRange<Int>]] {
        let rows = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT c.file, c.lines FROM coverage c JOIN test t ON t.id = c.test
                    WHERE t.identifier = ? AND c.run = (SELECT max(c2.run) FROM coverage c2 WHERE c2.test = c.test)
                    """, arguments: [test])
        }
        var files: [String: [ClosedRange<Int>]] = [:]
        for row in rows { files[row["file"]] = ExecutedLines.ranges(text: row["lines"]) }
        return files
    }

    /// The git commit of the latest recorded run that knew one.
    package func lastRecordedCommit() throws -> String? {
        try queue.read { db in
            try String.fetchOne(
                db, sql: "SELECT gitCommit FROM run WHERE gitCommit IS NOT NULL ORDER BY startedAt DESC LIMIT 1")
        }
    }
}
