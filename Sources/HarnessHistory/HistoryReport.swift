import Foundation
import HarnessModel

/// What `harness history` answers, as plain values (encoded as they are for `--json`).
///
/// ```swift
/// let report = try database.report(limit: 10)
/// report.flaky.first?.evidence   // [.passedOnRetry(…), .mixedOnCommit(…)]
/// ```
public struct HistoryReport: Hashable, Codable, Sendable {
    /// How many runs the history holds.
    public var runs: Int
    /// Tests by expected seconds, longest first.
    public var slowestTests: [SlowTest]
    /// Classes (suites) by the sum of their tests' expected seconds, longest first.
    public var slowestSuites: [SlowSuite]
    public var flaky: [FlakyTest]
    public var failing: [FailingTest]

    public init(
        runs: Int, slowestTests: [SlowTest], slowestSuites: [SlowSuite], flaky: [FlakyTest], failing: [FailingTest]
    ) {
        self.runs = runs
        self.slowestTests = slowestTests
        self.slowestSuites = slowestSuites
        self.flaky = flaky
        self.failing = failing
    }
}

/// One test and its expected seconds.
public struct SlowTest: Hashable, Codable, Sendable {
    public var bundle: String
    public var test: String
    public var seconds: Double
}

/// One class (suite) and the sum of its tests' expected seconds.
public struct SlowSuite: Hashable, Codable, Sendable {
    public var bundle: String
    public var suite: String
    public var seconds: Double
    public var tests: Int
}

/// A test that both passed and failed where nothing changed, with the runs that show it.
public struct FlakyTest: Hashable, Codable, Sendable {
    public var bundle: String
    public var test: String
    public var evidence: [FlakyEvidence]

    /// The test, typed; nil for a row no Harness wrote.
    public var identifier: BundleTestIdentifier? { HistoryDatabase.test(bundle: bundle, identifier: test) }
}

/// Why a test is called flaky.
public struct FlakyEvidence: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable {
        /// Failed, then passed on a retry, within one run.
        case passedOnRetry
        /// Passed in some runs and failed in others on the same commit, with a clean tree.
        case mixedOnCommit
    }

    public var kind: Kind
    /// The commit, when the runs had one.
    public var commit: String?
    /// Runs that show it (for `passedOnRetry`, runs in which it passed only on a retry).
    public var runs: Int
    /// Runs in which it passed and in which it failed (for `mixedOnCommit`).
    public var passes: Int
    public var failures: Int
    /// The latest run that shows it.
    public var lastSeen: Date

    /// One line for people.
    public var line: String {
        let at = commit.map { " on \($0.prefix(10))" } ?? ""
        switch kind {
        case .passedOnRetry:
            return "passed only on a retry in \(runs) run\(runs == 1 ? "" : "s")\(at)"
        case .mixedOnCommit:
            return
                "passed \(passes) time\(passes == 1 ? "" : "s") and failed \(failures) time\(failures == 1 ? "" : "s")"
                + "\(at) with a clean tree"
        }
    }
}

/// A test whose latest result fails a run, and since when it has.
public struct FailingTest: Hashable, Codable, Sendable {
    public var bundle: String
    public var test: String
    /// The latest verdict (`failed`, `timedOut`, `crashed`, `hostLaunchFailed`).
    public var status: String
    /// The first run of the current failing streak.
    public var since: Date
    /// That run's commit.
    public var sinceCommit: String?
    /// Runs in the streak.
    public var runs: Int
    /// The latest failure's one-line message.
    public var message: String?

    /// The test, typed; nil for a row no Harness wrote.
    public var identifier: BundleTestIdentifier? { HistoryDatabase.test(bundle: bundle, identifier: test) }
}

/// One test's result in one run: a point of its timeline.
public struct TimelineEntry: Hashable, Codable, Sendable {
    public var bundle: String
    public var test: String
    public var run: String
    public var startedAt: Date
    public var commit: String?
    public var dirty: Bool?
    public var repetition: Int
    public var status: String
    public var seconds: Double
    public var attempts: Int
    public var message: String?
}
