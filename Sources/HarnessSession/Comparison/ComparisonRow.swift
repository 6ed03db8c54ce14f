import HarnessRunner

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
    /// The `error:` lines the toolchain run printed for the test.
    package var toolchainIssues: [ConsoleIssue]
    /// The `error:` lines the Harness run printed for the test.
    package var harnessIssues: [ConsoleIssue]
    /// The skip note the toolchain run printed, if any.
    package var toolchainSkip: ConsoleIssue?
    /// The skip note the Harness run printed, if any.
    package var harnessSkip: ConsoleIssue?

    /// Creates a row.
    package init(
        name: ConsoleTestName,
        occurrence: Int = 1,
        toolchain: ObservedOutcome,
        harness: ObservedOutcome,
        toolchainIssues: [ConsoleIssue] = [],
        harnessIssues: [ConsoleIssue] = [],
        toolchainSkip: ConsoleIssue? = nil,
        harnessSkip: ConsoleIssue? = nil
    ) {
        self.name = name
        self.occurrence = occurrence
        self.toolchain = toolchain
        self.harness = harness
        self.toolchainIssues = toolchainIssues
        self.harnessIssues = harnessIssues
        self.toolchainSkip = toolchainSkip
        self.harnessSkip = harnessSkip
    }

    /// Whether the two runs ended the test differently: the one thing the verdict counts.
    package var differs: Bool { toolchain != harness }

    /// What, beyond the outcome, the two runs reported differently for a test that ended the
    /// same way: worth showing (a missing assertion, a reworded message), not counted.
    package var detailDifference: DetailDifference? {
        guard !differs else { return nil }
        if toolchainIssues.count != harnessIssues.count {
            return .issueCount(toolchain: toolchainIssues.count, harness: harnessIssues.count)
        }
        if toolchainIssues != harnessIssues { return .issueText }
        if toolchainSkip != harnessSkip { return .skipNote }
        return nil
    }

    /// A difference in what was reported, where the outcomes agree.
    package enum DetailDifference: Hashable, Sendable, CustomStringConvertible {
        /// A different number of `error:` lines.
        case issueCount(toolchain: Int, harness: Int)
        /// As many `error:` lines, but not the same locations and messages.
        case issueText
        /// A different skip note (or one printed by one run only).
        case skipNote

        package var description: String {
            switch self {
            case .issueCount(let toolchain, let harness): "issues: \(toolchain) vs \(harness)"
            case .issueText: "issue text differs"
            case .skipNote: "skip note differs"
            }
        }
    }

    /// The name as shown, with the occurrence when the name repeats.
    package var displayName: String {
        occurrence == 1 ? name.description : "\(name) (#\(occurrence))"
    }
}
