import HarnessRunner
import HarnessTestSupport
import HarnessWire
import Testing

@Suite("ToolchainConsoleParser: a whole log into per-test records")
struct ToolchainConsoleParserTests {
    let mixed = ToolchainConsoleParser.parse(CapturedConsoleOutput.mixedOutcomes)

    func record(_ name: String, in log: ToolchainConsoleLog? = nil) throws -> ConsoleTestRecord {
        let parsedName = try #require(ConsoleTestName(parsing: name))
        return try #require((log ?? mixed).tests.first { $0.name == parsedName })
    }

    @Test("finds every test of a real run, in order")
    func findsEveryTest() {
        #expect(
            mixed.tests.map(\.name.description) == [
                "ArithmeticTests.testFailsOnce", "ArithmeticTests.testFailsTwice",
                "ArithmeticTests.testMultiLineMessage", "ArithmeticTests.testPasses",
                "ArithmeticTests.testPrintsOutput", "ArithmeticTests.testSkipUnless",
                "ArithmeticTests.testSkipped", "ArithmeticTests.testThrows",
                "ExpectationTests.testMeasure", "ExpectationTests.testUnfulfilled",
                "ExpectationTests.testUnwrap",
            ])
    }

    @Test(
        "reads each test's outcome",
        arguments: [
            ("ArithmeticTests.testFailsOnce", TestOutcome.failed),
            ("ArithmeticTests.testFailsTwice", .failed),
            ("ArithmeticTests.testMultiLineMessage", .failed),
            ("ArithmeticTests.testPasses", .passed),
            ("ArithmeticTests.testPrintsOutput", .passed),
            ("ArithmeticTests.testSkipUnless", .skipped),
            ("ArithmeticTests.testSkipped", .skipped),
            ("ArithmeticTests.testThrows", .failed),
            ("ExpectationTests.testMeasure", .passed),
            ("ExpectationTests.testUnfulfilled", .failed),
            ("ExpectationTests.testUnwrap", .failed),
        ])
    func readsOutcome(name: String, outcome: TestOutcome) throws {
        #expect(try record(name).outcome == outcome)
    }

    @Test("attributes every error line to its test, with location and message")
    func attributesIssues() throws {
        let twice = try record("ArithmeticTests.testFailsTwice")
        #expect(twice.issues.map(\.message) == [#"XCTAssertTrue failed - "#, #"XCTAssertNil failed: "1" - "#])
        #expect(twice.issues.map(\.location?.line) == [8, 9])
        #expect(twice.issues.first?.location?.file == "/tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift")
        #expect(
            try record("ExpectationTests.testUnfulfilled").issues.map(\.message) == [
                "Asynchronous wait failed - Exceeded timeout of 0.1 seconds, with unfulfilled expectations: never"
            ])
        #expect(try record("ArithmeticTests.testPasses").issues.isEmpty)
        #expect(mixed.unattributedIssues.isEmpty)
    }

    @Test("joins the lines of a multi-line failure message")
    func joinsMultiLineMessages() throws {
        let multi = try record("ArithmeticTests.testMultiLineMessage")
        #expect(
            multi.issues.map(\.message) == [
                "XCTAssertEqual failed: (\"first\nsecond\") is not equal to (\"first\nthird\") - "
            ])
        #expect(multi.output.isEmpty)
    }

    @Test("keeps skip notes apart from failures")
    func keepsSkipNotes() throws {
        let skipped = try record("ArithmeticTests.testSkipped")
        #expect(skipped.skip?.message == "Test skipped - not on Linux")
        #expect(skipped.skip?.location?.line == 14)
        #expect(skipped.issues.isEmpty)
        #expect(
            try record("ArithmeticTests.testSkipUnless").skip?.message
                == "Test skipped: required false value but got true - needs a GPU")
    }

    @Test("keeps a test's own output and its measurements")
    func keepsOutputAndMeasurements() throws {
        #expect(try record("ArithmeticTests.testPrintsOutput").output == ["some output from the test"])
        let measured = try record("ExpectationTests.testMeasure")
        #expect(measured.measurements.count == 1)
        #expect(measured.measurements.first?.hasPrefix("[Time, seconds] average: 0.000") == true)
        #expect(measured.output.isEmpty)
    }

    @Test("reads durations")
    func readsDurations() throws {
        #expect(try record("ExpectationTests.testUnfulfilled").duration == 0.101)
        #expect(try record("ArithmeticTests.testPasses").duration == 0.0)
    }

    @Test("pairs each finished suite with its Executed totals, innermost first")
    func pairsSuitesWithTotals() {
        #expect(mixed.suites.map(\.name) == ["ArithmeticTests", "ExpectationTests", "debug.xctest", "All tests"])
        #expect(mixed.suites.allSatisfy { !$0.passed })
        #expect(
            mixed.suites.first?.counts
                == SuiteCounts(
                    executed: 8, skipped: 2, failures: 4, unexpected: 1, testDuration: 0.003, totalDuration: 0.003))
        #expect(
            mixed.finalCounts
                == SuiteCounts(
                    executed: 11, skipped: 2, failures: 6, unexpected: 1, testDuration: 0.106, totalDuration: 0.106))
    }

    @Test("the final totals agree with the records")
    func totalsAgreeWithRecords() throws {
        let counts = try #require(mixed.finalCounts)
        #expect(counts.executed == mixed.tests.count)
        #expect(counts.skipped == mixed.tests.filter { $0.outcome == .skipped }.count)
        #expect(counts.failures + counts.unexpected == mixed.tests.map(\.issues.count).reduce(0, +))
    }

    @Test("a crashed test is left unfinished, and the rest never start")
    func crashLeavesTestUnfinished() throws {
        let log = ToolchainConsoleParser.parse(CapturedConsoleOutput.crashInSecondTest)
        #expect(log.tests.map(\.name.method) == ["testBeforeCrash", "testCrashes"])
        #expect(log.tests.map(\.outcome) == [.passed, nil])
        #expect(log.unfinishedTests.map(\.name.method) == ["testCrashes"])
        let crashed = try record("CrashTests.testCrashes", in: log)
        #expect(crashed.output.first == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(log.suites.isEmpty)
        #expect(log.finalCounts == nil)
    }

    @Test("a run still in progress parses as far as it got")
    func parsesPartialRun() {
        let log = ToolchainConsoleParser.parse(CapturedConsoleOutput.swiftCSVOpening)
        #expect(log.tests.count == 6)
        #expect(log.tests.prefix(5).allSatisfy { $0.outcome == .passed })
        #expect(log.tests.last?.outcome == nil)
    }

    @Test("a test started while another runs leaves the first unfinished")
    func startWhileRunning() {
        let log = ToolchainConsoleParser.parse(
            """
            Test Case 'A.testOne' started at 2026-01-01 00:00:00.000
            Test Case 'A.testTwo' started at 2026-01-01 00:00:00.001
            Test Case 'A.testTwo' passed (0.001 seconds)
            """)
        #expect(log.tests.map(\.outcome) == [nil, .passed])
    }

    @Test("an issue naming another test than the running one is not pinned on it")
    func foreignIssue() {
        let log = ToolchainConsoleParser.parse(
            """
            Test Case 'A.testOne' started at 2026-01-01 00:00:00.000
            /src/B.swift:3: error: B.testOther : XCTFail
            Test Case 'A.testOne' passed (0.001 seconds)
            """)
        #expect(log.tests.first?.issues.isEmpty == true)
        #expect(log.unattributedIssues.map(\.message) == ["XCTFail"])
    }

    @Test("output shaped like a note about another test stays the running test's output")
    func noteShapedOutput() {
        let log = ToolchainConsoleParser.parse(
            """
            Test Case 'A.testOne' started at 2026-01-01 00:00:00.000
            ratio 1:2: x.y : z
            Test Case 'A.testOne' passed (0.001 seconds)
            """)
        #expect(log.tests.first?.output == ["ratio 1:2: x.y : z"])
        #expect(log.tests.first?.skip == nil)
    }

    @Test("line-by-line consumption gives the same log as parsing the whole text")
    func incrementalMatchesWhole() {
        var parser = ToolchainConsoleParser()
        for line in CapturedConsoleOutput.mixedOutcomes.split(separator: "\n", omittingEmptySubsequences: false) {
            parser.consume(line)
        }
        #expect(parser.finish() == mixed)
    }

    @Test("text without tests parses to an empty log", arguments: ["", "error: no such module 'XCTest'\n", "\n\n"])
    func emptyLog(text: String) {
        let log = ToolchainConsoleParser.parse(text)
        #expect(log.tests.isEmpty)
        #expect(log.suites.isEmpty)
    }
}
