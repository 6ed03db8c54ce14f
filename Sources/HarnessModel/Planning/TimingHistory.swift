import Foundation
import HarnessWire

/// How long each test is expected to take, from the run history (`HarnessHistory` reads it
/// out of its database), so classes can be packed longest first (as bluepill packs by time)
/// and `time:` partitions balanced. Plain data: the planner never reads a file.
///
/// ```swift
/// let carry = BundleTestIdentifier(parsing: "CalculatorPackageTests/CalculatorTests.AdditionTests/testCarry")!
/// let history = TimingHistory(seconds: [carry: 0.4])
/// let plan = try RunPlanner(inventory: inventory, request: request, history: history).plan()
/// ```
public struct TimingHistory: Hashable, Codable, Sendable {
    /// Seconds per test (encoded as a JSON object keyed by each test's text, as the run
    /// history has always stored it).
    public var seconds: [BundleTestIdentifier: Double] = [:]

    /// The estimate for a test never seen: short, so unknown classes are packed by test count.
    public static let unknownTestSeconds = 0.002

    public init(seconds: [BundleTestIdentifier: Double] = [:]) {
        self.seconds = seconds
    }

    /// Expected seconds for `tests`, known ones from history and the others at the known
    /// tests' median (or ``unknownTestSeconds`` when nothing is known).
    public func estimate(for tests: [TestIdentifier], inBundle bundle: String) -> Double {
        estimate(for: tests, inBundle: bundle, fallback: fallbackSeconds)
    }

    /// The same with the fallback computed once by the caller (``fallbackSeconds`` sorts the
    /// whole history).
    public func estimate(for tests: [TestIdentifier], inBundle bundle: String, fallback: Double) -> Double {
        tests.reduce(0) { $0 + (seconds[BundleTestIdentifier(bundle: bundle, id: $1)] ?? fallback) }
    }

    /// What a test never seen is expected to take: the median known test.
    public var fallbackSeconds: Double { medianSeconds ?? Self.unknownTestSeconds }

    private var medianSeconds: Double? {
        guard !seconds.isEmpty else { return nil }
        let sorted = seconds.values.sorted()
        return sorted[sorted.count / 2]
    }
}

extension TimingHistory {
    /// Estimates from seconds known by test ID alone (earlier JUnit reports, which name no
    /// bundle the way Harness's history does), for the listed `tests`; a test the reports do
    /// not name is left out, and so counts at the median known test.
    ///
    /// ```swift
    /// let cutWith = TimingHistory(seconds: reported, for: inventory.allTests)
    /// ```
    public init(seconds byID: [TestIdentifier: Double], for tests: [BundleTestIdentifier]) {
        var seconds: [BundleTestIdentifier: Double] = [:]
        for test in tests {
            if let known = byID[test.id] { seconds[test] = known }
        }
        self.init(seconds: seconds)
    }
}
