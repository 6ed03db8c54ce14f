import GRDB

/// The history's queries over `result`, the one big table (a row per test and run): each
/// reaches its rows through the key (run, test) or the index of results that did not pass,
/// never by scanning every result, which at 100 runs of 10,000 tests costs a second.
/// `HistoryQueryPlanTests` asks SQLite for each plan.
enum ResultQueries {
    /// One test's results (by identifier or its tail, ?1; or by bundle ?2 and identifier ?3),
    /// run by run.
    static let timeline = """
        SELECT t.bundle, t.identifier, run.uuid, run.startedAt, run.gitCommit, run.gitDirty,
               r.repetition, r.status, r.duration, r.attempts, r.message
        FROM test t
        CROSS JOIN run
        CROSS JOIN result r ON r.run = run.id AND r.test = t.id
        WHERE t.identifier = ?1 OR t.identifier LIKE '%/' || ?1 OR t.identifier LIKE '%.' || ?1
           OR (t.bundle = ?2 AND t.identifier = ?3)
        ORDER BY run.startedAt, t.bundle, t.identifier, r.repetition
        """

    /// Tests that passed only on a retry, per commit.
    static let retried = """
        SELECT t.id, t.bundle, t.identifier, run.gitCommit, count(DISTINCT r.run), max(run.startedAt)
        FROM result r JOIN test t ON t.id = r.test JOIN run ON run.id = r.run
        WHERE r.status = 'flaky' AND r.status <> 'passed'
        GROUP BY t.id, run.gitCommit
        """

    /// Tests that passed and failed on one commit with a clean tree.
    static let mixed = """
        SELECT t.id, t.bundle, t.identifier, run.gitCommit,
               count(DISTINCT CASE WHEN r.status IN ('passed', 'flaky') THEN r.run END),
               count(DISTINCT CASE WHEN r.status IN \(HistorySchema.failingStatuses) THEN r.run END),
               max(run.startedAt)
        FROM (
            SELECT DISTINCT f.test FROM result f JOIN run fr ON fr.id = f.run
            WHERE f.status IN \(HistorySchema.failingStatuses) AND f.status <> 'passed' AND fr.gitDirty = 0
        ) failed
        CROSS JOIN run
        CROSS JOIN result r ON r.run = run.id AND r.test = failed.test
        JOIN test t ON t.id = failed.test
        WHERE run.gitDirty = 0 AND run.gitCommit IS NOT NULL
        GROUP BY t.id, run.gitCommit
        HAVING count(DISTINCT CASE WHEN r.status IN ('passed', 'flaky') THEN r.run END) > 0
           AND count(DISTINCT CASE WHEN r.status IN \(HistorySchema.failingStatuses) THEN r.run END) > 0
        """

    /// When a test last had a result that does not fail a run.
    static let lastGood = """
        SELECT max(run.startedAt) FROM run CROSS JOIN result r ON r.run = run.id
        WHERE r.test = ? AND r.status NOT IN \(HistorySchema.failingStatuses)
        """

    /// A test's results since a moment (its failing streak).
    static let streak = """
        SELECT run.startedAt, run.gitCommit, r.message FROM run CROSS JOIN result r ON r.run = run.id
        WHERE r.test = ? AND run.startedAt > ? ORDER BY run.startedAt
        """

    /// Every query, by name, for the plan tests.
    static let all: [(name: String, sql: String)] = [
        ("timeline", timeline),
        ("retried", retried),
        ("mixed", mixed),
        ("lastGood", lastGood),
        ("streak", streak),
    ]
}
