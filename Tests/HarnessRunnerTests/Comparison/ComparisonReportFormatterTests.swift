import HarnessRunner
import HarnessWire
import Testing

@Suite("ComparisonReportFormatter: the per-test table")
struct ComparisonReportFormatterTests {
    static let issue = ConsoleIssue(location: SourceLocation(file: "/src/A.swift", line: 1), message: "XCTFail")

    static let comparison = OutcomeComparison(rows: [
        ComparisonRow(name: ConsoleTestName(className: "ChunkedTests", method: "testSimple"), toolchain: .passed, harness: .passed),
        ComparisonRow(name: ConsoleTestName(className: "ChunkedTests", method: "testEmpty"), toolchain: .passed, harness: .failed,
                      harnessIssues: [issue]),
        ComparisonRow(name: ConsoleTestName(className: "Parse", method: "testX"), toolchain: .failed, harness: .failed,
                      toolchainIssues: [issue, issue], harnessIssues: [issue]),
        ComparisonRow(name: ConsoleTestName(className: "Parse", method: "testY"), toolchain: .skipped, harness: .skipped,
                      toolchainSkip: issue),
    ])

    @Test("lists every test, marks differences, ends with the verdict")
    func listsEveryTest() {
        #expect(ComparisonReportFormatter().lines(for: Self.comparison) == [
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

    @Test("prints only the verdict when nothing is to be listed")
    func verdictAlone() {
        let same = OutcomeComparison(rows: [
            ComparisonRow(name: ConsoleTestName(className: "A", method: "testA"), toolchain: .passed, harness: .passed),
        ])
        #expect(ComparisonReportFormatter(onlyDifferences: true).lines(for: same) == ["identical outcomes: 1 test (1 passed)"])
    }
}
