import Foundation
import GRDB

/// One run-history file, opened through GRDB: WAL journal, a busy timeout, and one write
/// transaction per recorded run, so that several `harness test` processes can share the file
/// (two shells, parallel CI jobs) without losing a row.
///
/// Throws for any problem; ``HistoryStore`` is the caller that turns an unusable file into a
/// notice and a fresh file.
///
/// ```swift
/// let database = try HistoryDatabase(url: URL(fileURLWithPath: ".build/harness/history.sqlite"))
/// try database.record(run)
/// let timings = try database.timings()
/// ```
public struct HistoryDatabase: Sendable {
    /// Seconds a writer waits for another process's transaction before giving up.
    public static let busyTimeout: TimeInterval = 60

    public let url: URL
    let queue: DatabaseQueue

    /// Opens the file at `url`, creating it (and its folder) when missing.
    ///
    /// - Parameter readOnly: open an existing file without writing to it (`harness history`,
    ///   a merge's sources); a missing file is then an error.
    public init(url: URL, readOnly: Bool = false) throws {
        self.url = url
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.readonly = readOnly
        configuration.label = "harness-history"
        if readOnly {
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
        } else {
            // GRDB's WAL set-up also sets `synchronous = NORMAL`: a commit is not synced to
            // disk, so recording costs no fsync; a run survives the process dying, and only a
            // power loss can take back the last runs (the file stays consistent).
            configuration.journalMode = .wal
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
        }
        queue = try DatabaseQueue(path: url.path, configuration: configuration)
        if readOnly {
            try queue.read { db in
                let found = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                if found > HistorySchema.version { throw HistoryProblem.newerSchema(found) }
                // Touches the schema, so that a file that is not a database fails here.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            }
        } else {
            try writeImmediately { db in try HistorySchema.prepare(db) }
        }
    }

    /// Runs `updates` in one `BEGIN IMMEDIATE` transaction: the write lock is taken at the
    /// start, so two processes queue on the busy timeout instead of failing when a reading
    /// transaction tries to become a writing one.
    func writeImmediately<T>(_ updates: (Database) throws -> T) throws -> T {
        try queue.writeWithoutTransaction { db in
            var value: T?
            try db.inTransaction(.immediate) {
                value = try updates(db)
                return .commit
            }
            guard let value else {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "transaction gave no value")
            }
            return value
        }
    }

    /// Whether `error` says the file itself is unusable (not a database, corrupt, newer),
    /// as opposed to a passing condition (busy, disk full, no permission).
    public static func isUnusableFile(_ error: any Error) -> Bool {
        if error is HistoryProblem { return true }
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}
