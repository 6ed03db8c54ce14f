import GRDB

/// The run history's tables, created in one transaction and versioned by SQLite's
/// `user_version`, so that a harness never writes into a file a newer harness laid out.
///
/// ```
/// run     one row per `harness test`: uuid (merges stay idempotent), when, git, machine,
///         the selection and options (JSON), exit code
/// test    one row per (bundle, identifier): the planner's estimate and the latest verdict,
///         kept beside the results so that planning reads 10,000 rows, not every run; and
///         the partition estimate, which runs that were shards never move (version 4)
/// result  one row per run, test and repetition: the verdict over all attempts, total
///         seconds, attempt count, the failure message. Keyed run first, so a run's
///         10,000 rows are appended together instead of touching a page per test (version 3;
///         earlier files are rewritten once); one test's results are read run by run through
///         that key, and the results that did not pass through a partial index
/// attempt one row per attempt, written only when there were retries (a single attempt
///         is its result row)
/// partitionRound one row per shard count N with a `time` round open: the fingerprint, the
///         shards that ran, the estimates the round cuts with (JSON); version 4
/// coverage one row per test, run and source file under `--coverage per-test`: the lines the
///         test executed, as ranges (`3-7,12`); version 2 added it to version 1 files
/// ```
///
/// Queries that read results of particular tests join `run` first (`run CROSS JOIN result`)
/// so that SQLite seeks the key (run, test) rather than scanning every result.
enum HistorySchema {
    /// The layout this harness reads and writes.
    static let version = 4

    /// Creates the tables in an empty file, or checks the version of an existing one.
    ///
    /// - Throws: ``HistoryProblem/newerSchema(_:)`` for a file a newer harness wrote.
    static func prepare(_ db: Database) throws {
        let found = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if found > version { throw HistoryProblem.newerSchema(found) }
        guard found < version else { return }
        if found >= 1, found < 3 { try rekeyResults(db) }
        if found >= 1, found < 4 { try addPartitionEstimates(db) }
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS run (
                    id INTEGER PRIMARY KEY,
                    uuid TEXT NOT NULL UNIQUE,
                    startedAt REAL NOT NULL,
                    duration REAL NOT NULL,
                    gitCommit TEXT,
                    gitDirty INTEGER,
                    machine TEXT NOT NULL,
                    machineSummary TEXT NOT NULL,
                    selection TEXT NOT NULL,
                    exitCode INTEGER NOT NULL,
                    interrupted INTEGER NOT NULL
                );
                CREATE INDEX IF NOT EXISTS run_startedAt ON run(startedAt);
                CREATE TABLE IF NOT EXISTS test (
                    id INTEGER PRIMARY KEY,
                    bundle TEXT NOT NULL,
                    identifier TEXT NOT NULL,
                    suite TEXT NOT NULL,
                    estimate REAL,
                    partitionEstimate REAL,
                    lastStatus TEXT,
                    lastStartedAt REAL,
                    UNIQUE (bundle, identifier)
                );
                \(resultTable(named: "result"))
                \(notableIndex)
                CREATE TABLE IF NOT EXISTS attempt (
                    test INTEGER NOT NULL,
                    run INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
                    repetition INTEGER NOT NULL,
                    number INTEGER NOT NULL,
                    status TEXT NOT NULL,
                    duration REAL NOT NULL,
                    message TEXT,
                    PRIMARY KEY (test, run, repetition, number)
                ) WITHOUT ROWID;
                CREATE TABLE IF NOT EXISTS coverage (
                    test INTEGER NOT NULL REFERENCES test(id),
                    run INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
                    file TEXT NOT NULL,
                    lines TEXT NOT NULL,
                    PRIMARY KEY (test, run, file)
                ) WITHOUT ROWID;
                CREATE INDEX IF NOT EXISTS coverage_file ON coverage(file);
                CREATE TABLE IF NOT EXISTS partitionRound (
                    total INTEGER PRIMARY KEY,
                    fingerprint TEXT NOT NULL,
                    shards TEXT NOT NULL,
                    estimates TEXT NOT NULL
                );
                PRAGMA user_version = \(version);
                """)
    }

    /// The results that did not pass, by test: what the flaky and failing queries look for.
    /// A query uses it only when its own `WHERE` repeats `status <> 'passed'` (SQLite matches a
    /// partial index's condition by its terms).
    static let notableIndex = """
        CREATE INDEX IF NOT EXISTS result_notable ON result(test, status, run) WHERE status <> 'passed';
        """

    /// The `result` table's layout (version 3: keyed run first), under `name`.
    private static func resultTable(named name: String) -> String {
        """
        CREATE TABLE IF NOT EXISTS \(name) (
            test INTEGER NOT NULL REFERENCES test(id),
            run INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
            repetition INTEGER NOT NULL,
            status TEXT NOT NULL,
            duration REAL NOT NULL,
            attempts INTEGER NOT NULL,
            firstStatus TEXT NOT NULL,
            message TEXT,
            PRIMARY KEY (run, test, repetition)
        ) WITHOUT ROWID;
        """
    }

    /// Versions 1 and 2 keyed results by test first: copies them into the run-first table.
    private static func rekeyResults(_ db: Database) throws {
        try db.execute(
            sql: """
                \(resultTable(named: "result_by_run"))
                INSERT INTO result_by_run SELECT test, run, repetition, status, duration, attempts, firstStatus, message
                    FROM result ORDER BY run, test, repetition;
                DROP TABLE result;
                ALTER TABLE result_by_run RENAME TO result;
                """)
    }

    /// Version 4's partition estimates, started from each test's estimate: every copy of one
    /// file starts from the same values, so shards reading copies still agree.
    private static func addPartitionEstimates(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE test ADD COLUMN partitionEstimate REAL;
                UPDATE test SET partitionEstimate = estimate;
                """)
    }

    /// The statuses that fail a run, as SQL text for `IN (…)`.
    static let failingStatuses = "('failed', 'timedOut', 'crashed', 'hostLaunchFailed')"
}
