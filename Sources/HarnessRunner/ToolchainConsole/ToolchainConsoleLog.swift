import HarnessWire

/// What one run of a toolchain-XCTest bundle printed, reduced to per-test records.
///
/// ```swift
/// let log = ToolchainConsoleParser.parse(consoleText)
/// print(log.tests.count, log.suites.last?.counts?.executed ?? 0)
/// ```
package struct ToolchainConsoleLog: Hashable, Sendable {
    /// Every test the log shows starting, in the order they started.
    package var tests: [ConsoleTestRecord]
    /// Every suite the log shows finishing, innermost first (class suites, then the bundle,
    /// then `All tests`), as XCTest prints them.
    package var suites: [ConsoleSuiteRecord]
    /// Issues printed outside any running test, or naming a test other than the running one.
    package var unattributedIssues: [ConsoleIssue]

    /// Creates a log.
    package init(
        tests: [ConsoleTestRecord] = [],
        suites: [ConsoleSuiteRecord] = [],
        unattributedIssues: [ConsoleIssue] = []
    ) {
        self.tests = tests
        self.suites = suites
        self.unattributedIssues = unattributedIssues
    }

    /// The totals of the outermost suite, the last one to finish; nil when the run never got
    /// that far (it crashed, or was killed).
    package var finalCounts: SuiteCounts? {
        suites.last?.counts
    }

    /// Tests that started but have no closing line.
    package var unfinishedTests: [ConsoleTestRecord] {
        tests.filter { $0.outcome == nil }
    }
}
