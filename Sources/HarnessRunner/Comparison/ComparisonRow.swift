/// One test's line in a comparison: how it ended under the toolchain's XCTest and under
/// Harness's.
///
/// ```swift
/// let row = ComparisonRow(
///     name: ConsoleTestName(className: "ChunkedTests", method: "testSimple"),
///     toolchain: .passed, harness: .failed
/// )
/// print(row.differs)  // true
/// ```
package struct ComparisonRow: Hashable, Sendable {
    /// The test's `Class.method` name.
    package var name: ConsoleTestName
    /// Which run of the name this is, from 1: above 1 only when a log shows the same name more
    /// than once (two modules with a class of the same name, or repeated runs).
    package var occurrence: Int
    /// The outcome under the toolchain's XCTest.
    package var toolchain: ObservedOutcome
    /// The outcome under Harness.
    package var harness: ObservedOutcome
    /// How many `error:` lines the toolchain run printed for the test.
    package var toolchainIssueCount: Int
    /// How many `error:` lines the Harness run printed for the test.
    package var harnessIssueCount: Int

    /// Creates a row.
    package init(
        name: ConsoleTestName,
        occurrence: Int = 1,
        toolchain: ObservedOutcome,
        harness: ObservedOutcome,
        toolchainIssueCount: Int = 0,
        harnessIssueCount: Int = 0
    ) {
        self.name = name
        self.occurrence = occurrence
        self.toolchain = toolchain
        self.harness = harness
        self.toolchainIssueCount = toolchainIssueCount
        self.harnessIssueCount = harnessIssueCount
    }

    /// Whether the two runs ended the test differently: the one thing the verdict counts.
    package var differs: Bool { toolchain != harness }

    /// Whether the outcomes agree but the number of reported issues does not: worth showing
    /// (a missing or doubled assertion message), not counted as a difference.
    package var issueCountsDiffer: Bool { !differs && toolchainIssueCount != harnessIssueCount }

    /// The name as shown, with the occurrence when the name repeats.
    package var displayName: String {
        occurrence == 1 ? name.description : "\(name) (#\(occurrence))"
    }
}
