import HarnessWire

/// One finished test suite: its closing line and the `Executed …` totals under it.
///
/// ```swift
/// // Test Suite 'All tests' passed at 2026-01-01 10:00:00.000
/// //      Executed 42 tests, with 0 failures (0 unexpected) in 0.136 (0.136) seconds
/// let all = log.suites.last
/// print(all?.name, all?.counts?.executed)  // All tests 42
/// ```
package struct ConsoleSuiteRecord: Hashable, Sendable {
    /// The suite's name: `All tests`, `Selected tests`, `<Bundle>.xctest` or a class name.
    package var name: String
    /// Whether the closing line said `passed` (true) or `failed` (false).
    package var passed: Bool
    /// The totals from the `Executed` line that follows, if the log has it.
    package var counts: SuiteCounts?

    /// Creates a record.
    package init(name: String, passed: Bool, counts: SuiteCounts? = nil) {
        self.name = name
        self.passed = passed
        self.counts = counts
    }
}
