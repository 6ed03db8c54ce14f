import HarnessRunner
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

    @Test("issue counts are carried, and differing counts alone are not a difference")
    func issueCounts() {
        let issue = ConsoleIssue(location: nil, message: "XCTFail")
        let left = ToolchainConsoleLog(tests: [ConsoleTestRecord(name: Self.name("testA"), outcome: .failed, issues: [issue, issue])])
        let right = ToolchainConsoleLog(tests: [ConsoleTestRecord(name: Self.name("testA"), outcome: .failed, issues: [issue])])
        let row = OutcomeComparison(toolchain: left, harness: right).rows.first
        #expect(row?.toolchainIssueCount == 2)
        #expect(row?.harnessIssueCount == 1)
        #expect(row?.differs == false)
        #expect(row?.issueCountsDiffer == true)
    }

    @Test("the captured run compared with itself is identical")
    func identicalWithItself() {
        let log = ToolchainConsoleParser.parse(CapturedConsoleOutput.mixedOutcomes)
        let comparison = OutcomeComparison(toolchain: log, harness: log)
        #expect(comparison.differences.isEmpty)
        #expect(comparison.rows.count == 11)
    }

    @Test("a run that crashed is different from the full run")
    func crashedRunDiffers() {
        let full = ToolchainConsoleLog(tests: [
            ConsoleTestRecord(name: ConsoleTestName(className: "CrashTests", method: "testBeforeCrash"), outcome: .passed),
            ConsoleTestRecord(name: ConsoleTestName(className: "CrashTests", method: "testCrashes"), outcome: .passed),
            ConsoleTestRecord(name: ConsoleTestName(className: "CrashTests", method: "testNeverReached"), outcome: .passed),
        ])
        let crashed = ToolchainConsoleParser.parse(CapturedConsoleOutput.crashInSecondTest)
        let comparison = OutcomeComparison(toolchain: full, harness: crashed)
        #expect(comparison.differences.map(\.harness) == [.unfinished, .notRun])
    }
}
