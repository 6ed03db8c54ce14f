import GRDB

extension HistoryDatabase {
    /// Copies the WAL into the main file, so that the file alone holds every run (before it is
    /// copied elsewhere, such as a CI cache).
    public func checkpoint() throws {
        try queue.writeWithoutTransaction { db in
            _ = try db.checkpoint(.truncate)
        }
    }

    /// Sets the file's schema version: tests use it to stand for a file a newer harness wrote.
    package func setSchemaVersion(_ version: Int) throws {
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }
}

extension HistoryDatabase {
    /// Rows in one of the history's tables (`run`, `test`, `result`, `attempt`).
    package func count(of table: String) throws -> Int {
        guard ["run", "test", "result", "attempt"].contains(table) else { return 0 }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
    }

    /// SQLite's `PRAGMA integrity_check`: `ok` for a sound file.
    package func integrityCheck() throws -> String {
        try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }
}
