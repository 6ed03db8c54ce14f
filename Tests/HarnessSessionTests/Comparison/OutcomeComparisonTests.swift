import HarnessRunner
import HarnessSession
import HarnessTestSupport
import HarnessWire
import Testing

@Suite("OutcomeComparison: pairing two runs test by test")
struct OutcomeComparisonTests {
    static func name(_ method: String) -> ConsoleTestName {
        ConsoleTestName(className: "T", method: method)
    }

    static func log(_ tests: [(String, TestOutcome?)]) -> ToolchainConsoleLog {
        ToolchainConsoleLog(tests: tests.map { ConsoleTestRecord(name: name($0.0), outcome: $0.1) })
    }

    /// Every pair of single-test outcomes, including the test missing from one side.
    static let sides: [TestOutcome??] = [.some(.passed), .some(.failed), .some(.skipped), .some(nil), nil]

    static func observed(_ side: TestOutcome??) -> ObservedOutcome {
        switch side {
        case .none: .notRun
        case .some(.none): .unfinished
        case .some(.some(.passed)): .passed
        case .some(.some(.failed)): .failed
        case .some(.some(.skipped)): .skipped
        }
    }

    @Test("a test differs exactly when its observed outcomes differ", arguments: sides, sides)
    func decidesEachPair(toolchain: TestOutcome??, harness: TestOutcome??) {
        // `nil` here means "the log never shows the test"; `.some(nil)` "started, never finished".
        guard toolchain != nil || harness != nil else { return }
        let left = toolchain.map { Self.log([("testA", $0)]) } ?? Self.log([])
        let right = harness.map { Self.log([("testA", $0)]) } ?? Self.log([])
        let comparison = OutcomeComparison(toolchain: left, harness: right)
        let row = ComparisonRow(
            name: Self.name("testA"), toolchain: Self.observed(toolchain), harness: Self.observed(harness))
        #expect(comparison.rows == [row])
        #expect(row.differs == (Self.observed(toolchain) != Self.observed(harness)))
        #expect(comparison.verdict.isIdentical == !row.differs)
    }

    @Test("rows are sorted by name and cover tests from either side")
    func sortsAndUnites() {
        let comparison = OutcomeComparison(
            toolchain: Self.log([("testC", .passed), ("testA", .passed)]),
            harness: Self.log([("testB", .failed), ("testA", .passed)])
        )
        #expect(comparison.rows.map(\.name.method) == ["testA", "testB", "testC"])
        #expect(comparison.differences.map(\.name.method) == ["testB", "testC"])
        #expect(comparison.rows.map(\.harness) == [.passed, .failed, .notRun])
    }

    @Test("a name shown twice is paired run by run")
    func pairsRepeatedNames() {
        let comparison = OutcomeComparison(
            toolchain: Self.log([("testA", .passed), ("testA", .failed)]),
            harness: Self.log([("testA", .passed), ("testA", .passed)])
        )
        #expect(comparison.rows.map(\.occurrence) == [1, 2])
        #expect(comparison.rows.map(\.differs) == [false, true])
        #expect(comparison.rows.map(\.displayName) == ["T.testA", "T.testA (#2)"])
    }

    static let here = ConsoleIssue(location: SourceLocation(file: "/src/T.swift", line: 3), message: "XCTFail")
    static let there = ConsoleIssue(location: SourceLocation(file: "/src/T.swift", line: 9), message: "XCTFail")
    static let skipNote = ConsoleIssue(location: nil, message: "Test skipped - later")

    /// What each run reported for a test that failed (or skipped) in both, and the detail the
    /// comparison must point out: never a difference in outcome.
    static let details:
        [([ConsoleIssue], ConsoleIssue?, [ConsoleIssue], ConsoleIssue?, ComparisonRow.DetailDifference?)] = [
            ([here], nil, [here], nil, nil),
            ([here, here], nil, [here], nil, .issueCount(toolchain: 2, harness: 1)),
            ([], nil, [here], nil, .issueCount(toolchain: 0, harness: 1)),
            ([here], nil, [there], nil, .issueText),
            ([], skipNote, [], skipNote, nil),
            ([], skipNote, [], nil, .skipNote),
            ([here], skipNote, [there], nil, .issueText),
        ]

    @Test("points out what else differs where outcomes agree", arguments: details)
    func detailDifferences(
        toolchainIssues: [ConsoleIssue], toolchainSkip: ConsoleIssue?,
        harnessIssues: [ConsoleIssue], harnessSkip: ConsoleIssue?,
        expected: ComparisonRow.DetailDifference?
    ) {
        func log(_ issues: [ConsoleIssue], _ skip: ConsoleIssue?) -> ToolchainConsoleLog {
            ToolchainConsoleLog(tests: [
                ConsoleTestRecord(name: Self.name("testA"), outcome: .failed, issues: issues, skip: skip)
            ])
        }
        let comparison = OutcomeComparison(
            toolchain: log(toolchainIssues, toolchainSkip), harness: log(harnessIssues, harnessSkip))
        #expect(comparison.rows.first?.detailDifference == expected)
        #expect(comparison.rows.first?.differs == false)
        #expect(comparison.verdict.isIdentical)
    }

    @Test("a difference in outcome is not also reported as a detail")
    func outcomeDifferenceIsNoDetail() {
        let row = ComparisonRow(
            name: Self.name("testA"), toolchain: .passed, harness: .failed, harnessIssues: [Self.here])
        #expect(row.differs)
        #expect(row.detailDifference == nil)
    }

    @Test("the captured run compared with itself is identical")
    func identicalWithItself() {
        let log = ToolchainConsoleParser.parse(CapturedConsoleOutput.mixedOutcomes)
        let comparison = OutcomeComparison(toolchain: log, harness: log)
        #expect(comparison.differences.isEmpty)
        #expect(comparison.rows.count == 11)
        #expect(comparison.toolchainTotals?.executed == 11)
        #expect(!comparison.totalsDiffer)
    }

    @Test("a run that crashed is different from the full run")
    func crashedRunDiffers() {
        let full = ToolchainConsoleLog(tests: [
            ConsoleTestRecord(
                name: ConsoleTestName(className: "CrashTests", method: "testBeforeCrash"), outcome: .passed),
            ConsoleTestRecord(name: ConsoleTestName(className: "CrashTests", method: "testCrashes"), outcome: .passed),
            ConsoleTestRecord(
                name: ConsoleTestName(className: "CrashTests", method: "testNeverReached"), outcome: .passed),
        ])
        let crashed = ToolchainConsoleParser.parse(CapturedConsoleOutput.crashInSecondTest)
        let comparison = OutcomeComparison(toolchain: full, harness: crashed)
        #expect(comparison.differences.map(\.harness) == [.unfinished, .notRun])
        #expect(comparison.harnessTotals == nil)
    }
}
