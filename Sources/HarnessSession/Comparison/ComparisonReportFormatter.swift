import HarnessWire

/// Lays out a comparison as text lines: a table of tests, then the verdict. No I/O, so the
/// lines can be tested as they are and written anywhere.
///
/// ```swift
/// let formatter = ComparisonReportFormatter(onlyDifferences: false)
/// for line in formatter.lines(for: comparison) { print(line) }
/// // test                          toolchain  harness
/// //   ChunkedTests.testSimple     passed     passed
/// // ! ChunkedTests.testEmpty      passed     failed
/// // identical outcomes: …   or   DIFFERENT: …
/// ```
///
/// Marks in the first column: `!` the outcomes differ, `~` same outcome but different issues
/// or skip notes (shown, not counted), blank otherwise.
package struct ComparisonReportFormatter: Hashable, Sendable {
    /// Whether to list only rows that differ (in outcome or in detail) instead of all.
    package var onlyDifferences: Bool

    /// Creates a formatter.
    package init(onlyDifferences: Bool = false) {
        self.onlyDifferences = onlyDifferences
    }

    /// The report's lines, without terminators, the verdict last.
    package func lines(for comparison: OutcomeComparison) -> [String] {
        let shown =
            onlyDifferences
            ? comparison.rows.filter { $0.differs || $0.detailDifference != nil }
            : comparison.rows
        var lines: [String] = []
        if !shown.isEmpty {
            let nameWidth = max("test".count, shown.map(\.displayName.count).max() ?? 0)
            let outcomeWidth = ObservedOutcome.allCases.map(\.description.count).max() ?? 0
            lines.append("  " + pad("test", nameWidth) + "  " + pad("toolchain", outcomeWidth) + "  harness")
            for row in shown {
                var note: String?
                if row.differs, row.toolchainIssues.count != row.harnessIssues.count {
                    note = "issues: \(row.toolchainIssues.count) vs \(row.harnessIssues.count)"
                } else if let detail = row.detailDifference {
                    note = detail.description
                }
                var line = mark(row) + " " + pad(row.displayName, nameWidth)
                line += "  " + pad(row.toolchain.description, outcomeWidth) + "  "
                // The Harness column is padded only when a note follows, so lines never end in blanks.
                if let note {
                    line += pad(row.harness.description, outcomeWidth) + "  (\(note))"
                } else {
                    line += row.harness.description
                }
                lines.append(line)
            }
        }
        if comparison.totalsDiffer {
            lines.append(
                "~ totals: toolchain \(totals(comparison.toolchainTotals)); Harness \(totals(comparison.harnessTotals))"
            )
        }
        lines.append(comparison.verdict.description)
        return lines
    }

    /// `11 tests, 2 skipped, 7 failures (1 unexpected)`, or why there are none.
    private func totals(_ counts: SuiteCounts?) -> String {
        guard let counts else { return "printed none (the run did not finish)" }
        return
            "\(counts.executed) tests, \(counts.skipped) skipped, \(counts.failures + counts.unexpected) failures "
            + "(\(counts.unexpected) unexpected)"
    }

    private func mark(_ row: ComparisonRow) -> String {
        if row.differs { return "!" }
        if row.detailDifference != nil { return "~" }
        return " "
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
