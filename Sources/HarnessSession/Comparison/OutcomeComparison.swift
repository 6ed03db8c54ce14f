import HarnessRunner
import HarnessWire

/// Compares, test by test, a run under the toolchain's XCTest with a run of the same bundle
/// under Harness.
///
/// ```swift
/// let comparison = OutcomeComparison(
///     toolchain: ToolchainConsoleParser.parse(toolchainText),
///     harness: ToolchainConsoleParser.parse(harnessText)
/// )
/// print(comparison.verdict)  // identical outcomes: 42 tests (42 passed)
/// ```
package struct OutcomeComparison: Hashable, Sendable {
    /// One row per test either run shows, sorted by name.
    package var rows: [ComparisonRow]
    /// The toolchain run's final `Executed …` totals; nil when the run never printed them.
    package var toolchainTotals: SuiteCounts?
    /// The Harness run's final `Executed …` totals; nil when the run never printed them.
    package var harnessTotals: SuiteCounts?

    /// Creates a comparison from rows already decided.
    package init(rows: [ComparisonRow], toolchainTotals: SuiteCounts? = nil, harnessTotals: SuiteCounts? = nil) {
        self.rows = rows
        self.toolchainTotals = toolchainTotals
        self.harnessTotals = harnessTotals
    }

    /// Pairs the two logs' tests by name (and occurrence, for a name shown more than once);
    /// a test missing from one side is `notRun` there.
    package init(toolchain: ToolchainConsoleLog, harness: ToolchainConsoleLog) {
        let left = Self.keyed(toolchain.tests)
        let right = Self.keyed(harness.tests)
        toolchainTotals = toolchain.finalCounts
        harnessTotals = harness.finalCounts
        let keys = Set(left.keys).union(right.keys).sorted { ($0.name, $0.occurrence) < ($1.name, $1.occurrence) }
        rows = keys.map { key in
            ComparisonRow(
                name: key.name,
                occurrence: key.occurrence,
                toolchain: left[key].map(ObservedOutcome.init) ?? .notRun,
                harness: right[key].map(ObservedOutcome.init) ?? .notRun,
                toolchainIssues: left[key]?.issues ?? [],
                harnessIssues: right[key]?.issues ?? [],
                toolchainSkip: left[key]?.skip,
                harnessSkip: right[key]?.skip
            )
        }
    }

    /// The rows whose outcomes differ.
    package var differences: [ComparisonRow] {
        rows.filter(\.differs)
    }

    /// Whether the final totals disagree in anything but time: the count of tests, skips,
    /// failures or unexpected failures, or one run printing no totals at all. Shown, not counted
    /// in the verdict, which judges tests one by one.
    package var totalsDiffer: Bool {
        switch (toolchainTotals, harnessTotals) {
        case (nil, nil):
            return false
        case (let left?, let right?):
            return (left.executed, left.skipped, left.failures, left.unexpected)
                != (right.executed, right.skipped, right.failures, right.unexpected)
        default:
            return true
        }
    }

    /// The one-line judgement over all rows.
    package var verdict: ComparisonVerdict {
        ComparisonVerdict(rows: rows)
    }

    /// A test's position in a log: its name and which run of that name it is.
    private struct Key: Hashable {
        var name: ConsoleTestName
        var occurrence: Int
    }

    private static func keyed(_ records: [ConsoleTestRecord]) -> [Key: ConsoleTestRecord] {
        var seen: [ConsoleTestName: Int] = [:]
        var keyed: [Key: ConsoleTestRecord] = [:]
        for record in records {
            let occurrence = seen[record.name, default: 0] + 1
            seen[record.name] = occurrence
            keyed[Key(name: record.name, occurrence: occurrence)] = record
        }
        return keyed
    }
}
