/// The totals a suite reports when it finishes, as in XCTest's
/// `Executed N tests, with K tests skipped and M failures (U unexpected)` line.
public struct SuiteCounts: Hashable, Codable, Sendable {
    /// Test cases executed.
    public var executed: Int
    /// Test cases skipped.
    public var skipped: Int
    /// Failures recorded as expected (assertions). The console's "M failures" is
    /// `failures + unexpected`.
    public var failures: Int
    /// Failures recorded as unexpected (thrown errors), the console's "(U unexpected)".
    public var unexpected: Int
    /// Seconds spent in tests alone.
    public var testDuration: Double
    /// Seconds spent in the suite, set-up and tear-down included.
    public var totalDuration: Double

    public init(
        executed: Int, skipped: Int, failures: Int, unexpected: Int, testDuration: Double, totalDuration: Double
    ) {
        self.executed = executed
        self.skipped = skipped
        self.failures = failures
        self.unexpected = unexpected
        self.testDuration = testDuration
        self.totalDuration = totalDuration
    }

    /// True when no failure of either kind was counted.
    public var succeeded: Bool { failures == 0 && unexpected == 0 }
}
