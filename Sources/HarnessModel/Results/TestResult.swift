import HarnessWire

/// Everything the runner knows about one test after the run: every attempt, and the verdict.
///
/// ```swift
/// let result = TestResult(id: id, bundle: "CalculatorPackageTests", attempts: [first, retry])
/// result.status   // .flaky when the first failed and the retry passed
/// ```
public struct TestResult: Hashable, Codable, Sendable {
    /// The test, `Module.Class/method`.
    public var id: TestIdentifier
    /// The bundle (test product) it belongs to.
    public var bundle: String
    /// The attempts in order; never empty for a test that ran.
    public var attempts: [TestAttempt]
    /// The repetition this result belongs to (1 unless `--repeat`).
    public var repetition: Int
    /// The framework that declares the test.
    public var framework: TestFramework
    /// A Swift Testing test's listing (display name, suites), for the reports that print it as
    /// Swift Testing does (`--format xctest`); nil for XCTest. Not part of the result's identity
    /// nor of its encoding: the listing is the inventory's, kept there.
    package var swiftTestingFunction: SwiftTestingFunction?

    private enum CodingKeys: String, CodingKey {
        case id, bundle, attempts, repetition, framework
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.bundle == rhs.bundle && lhs.attempts == rhs.attempts
            && lhs.repetition == rhs.repetition && lhs.framework == rhs.framework
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(bundle)
        hasher.combine(attempts)
        hasher.combine(repetition)
        hasher.combine(framework)
    }

    public init(
        id: TestIdentifier, bundle: String, attempts: [TestAttempt], repetition: Int = 1,
        framework: TestFramework = .xctest
    ) {
        self.id = id
        self.bundle = bundle
        self.attempts = attempts
        self.repetition = repetition
        self.framework = framework
    }

    /// The verdict over all attempts: the last attempt's status, except that a pass after a
    /// failing, timed-out or crashed attempt is flaky.
    public var status: TestStatus {
        guard let last = attempts.last else { return .failed }
        if last.status == .passed, attempts.dropLast().contains(where: { $0.status.failsRun }) {
            return .flaky
        }
        return last.status
    }

    /// Total wall-clock seconds over all attempts.
    public var duration: Double { attempts.reduce(0) { $0 + $1.duration } }
}
