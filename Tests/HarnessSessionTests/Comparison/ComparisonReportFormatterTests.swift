import HarnessRunner
import HarnessSession
import HarnessWire
import Testing

@Suite("ComparisonReportFormatter: the per-test table")
struct ComparisonReportFormatterTests {
    static let issue = ConsoleIssue(location: SourceLocation(file: "/src/A.swift", line: 1), message: "XCTFail")

    static let comparison = OutcomeComparison(rows: [
        ComparisonRow(
            name: ConsoleTestName(className: "ChunkedTests", method: "testSimple"), toolchain: .passed, harness: .passed
        ),
        ComparisonRow(
            name: ConsoleTestName(className: "ChunkedTests", method: "testEmpty"), toolchain: .passed, harness: .failed,
            harnessIssues: [issue]),
        ComparisonRow(
            name: ConsoleTestName(className: "Parse", method: "testX"), toolchain: .failed, harness: .failed,
            toolchainIssues: [issue, issue], harnessIssues: [issue]),
        ComparisonRow(
            name: ConsoleTestName(className: "Parse", method: "testY"), toolchain: .skipped, harness: .skipped,
            toolchainSkip: issue),
    ])

    @Test("lists every test, marks differences, ends with the verdict")
    func listsEveryTest() {
        #expect(
            ComparisonReportFormatter().lines(for: Self.comparison) == [
                "  test                     toolchain       harness",
                "  ChunkedTests.testSimple  passed          passed",
                "! ChunkedTests.testEmpty   passed          failed          (issues: 0 vs 1)",
                "~ Parse.testX              failed          failed          (issues: 2 vs 1)",
                "~ Parse.testY              skipped         skipped         (skip note differs)",
                "DIFFERENT: 1 of 4 tests differ (1 passed -> failed)",
            ])
    }

    @Test("can list only what differs")
    func listsOnlyDifferences() {
        let lines = ComparisonReportFormatter(onlyDifferences: true).lines(for: Self.comparison)
        #expect(lines.count == 5)
        #expect(!lines.contains { $0.contains("testSimple") })
    }

    /// `2 failures (1 unexpected)` on the console: one expected failure and one unexpected.
    static let totals = SuiteCounts(
        executed: 3, skipped: 1, failures: 1, unexpected: 1, testDuration: 0.1, totalDuration: 0.2)

    @Test(
        "notes final totals that differ, just before the verdict",
        arguments: [
            (totals, totals, nil),
            (
                totals,
                SuiteCounts(executed: 3, skipped: 1, failures: 1, unexpected: 1, testDuration: 9, totalDuration: 9), nil
            ),
            (
                totals,
                SuiteCounts(executed: 3, skipped: 1, failures: 2, unexpected: 0, testDuration: 0.1, totalDuration: 0.2),
                "~ totals: toolchain 3 tests, 1 skipped, 2 failures (1 unexpected); Harness 3 tests, 1 "
                    + "skipped, 2 failures (0 unexpected)"
            ),
            (
                totals, nil,
                "~ totals: toolchain 3 tests, 1 skipped, 2 failures (1 unexpected); Harness printed none (the "
                    + "run did not finish)"
            ),
        ] as [(SuiteCounts, SuiteCounts?, String?)])
    func notesTotals(toolchain: SuiteCounts, harness: SuiteCounts?, note: String?) {
        let comparison = OutcomeComparison(
            rows: Self.comparison.rows, toolchainTotals: toolchain, harnessTotals: harness)
        let lines = ComparisonReportFormatter(onlyDifferences: true).lines(for: comparison)
        #expect(comparison.totalsDiffer == (note != nil))
        #expect(lines.dropLast().last == note ?? lines.dropLast().last)
        #expect(lines.contains { $0.hasPrefix("~ totals") } == (note != nil))
    }

    @Test("prints only the verdict when nothing is to be listed")
    func verdictAlone() {
        let same = OutcomeComparison(rows: [
            ComparisonRow(name: ConsoleTestName(className: "A", method: "testA"), toolchain: .passed, harness: .passed)
        ])
        #expect(
            ComparisonReportFormatter(onlyDifferences: true).lines(for: same) == [
                "identical outcomes: 1 test (1 passed)"
            ])
    }
}
