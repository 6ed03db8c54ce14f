import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessReports
@testable import HarnessRunner

struct ConsoleFormatterTests {
    static let id = TestIdentifier(module: "M", className: "C", method: "testA")
    let formatter = ConsoleFormatter(style: .plain)

    @Test(arguments: [
        (TestStatus.passed, "        PASS [   0.004s] M.C/testA"),
        (.failed, "        FAIL [   0.004s] M.C/testA"),
        (.skipped, "        SKIP [   0.004s] M.C/testA"),
        (.timedOut, "     TIMEOUT [   0.004s] M.C/testA"),
    ])
    func oneLinePerTest(status: TestStatus, line: String) {
        let result = TestResult(
            id: Self.id, bundle: "B", attempts: [TestAttempt(number: 1, status: status, duration: 0.004)])
        #expect(formatter.resultLine(result) == line)
    }

    @Test func crashNamesTheSignal() {
        let result = TestResult(
            id: Self.id, bundle: "B", attempts: [TestAttempt(number: 1, status: .crashed, duration: 1.5, signal: 11)])
        #expect(formatter.resultLine(result) == "       CRASH [   1.500s] M.C/testA  signal 11 (SIGSEGV)")
    }

    /// What the framework said about the skip, as `swift test` prints it: XCTest's sentence, a
    /// `@Test`'s comment; its first line only, and nothing when it said nothing.
    @Test(arguments: [
        ("Test skipped - needs a GPU", "        SKIP [   0.000s] M.C/testA  Test skipped - needs a GPU"),
        ("waiting for circles\nsee issue 4", "        SKIP [   0.000s] M.C/testA  waiting for circles"),
        (nil, "        SKIP [   0.000s] M.C/testA"),
    ])
    func skipSaysWhy(message: String?, line: String) {
        let result = TestResult(
            id: Self.id, bundle: "B",
            attempts: [TestAttempt(number: 1, status: .skipped, duration: 0, skipMessage: message)])
        #expect(formatter.resultLine(result) == line)
    }

    @Test func summaryGroupsFailuresWithOutputAndEndsWithTheTotals() {
        let failed = TestResult(
            id: Self.id, bundle: "B",
            attempts: [
                TestAttempt(
                    number: 1, status: .failed, duration: 0.1,
                    issues: [
                        IssueRecord(
                            kind: .assertionFailure, description: "XCTAssertTrue failed",
                            location: SourceLocation(file: "/T.swift", line: 3))
                    ],
                    stdout: "hello\n")
            ])
        let summary = RunSummary(results: [failed], duration: 0.2)
        let lines = formatter.lines(for: .runFinished(.init(results: [failed], summary: summary, exitCode: 1)))
        #expect(lines.contains("    /T.swift:3: error: C.testA : XCTAssertTrue failed"))
        #expect(lines.contains("    hello"))
        #expect(lines.last == "0 passed, 1 failed")
    }

    @Test("the sample run's console matches the golden transcript: measurements, baselines, attachments")
    func golden() throws {
        let events: [RunnerEvent] =
            [.runStarted(.init(testCount: ReportSamples.results.count, bundleCount: 2, workerCount: 2))]
            + ReportSamples.results.map { .testFinished($0) } + [.runFinished(ReportSamples.finished)]
        let text = events.flatMap(formatter.lines(for:)).map { $0 + "\n" }.joined()
        let golden = try ReportSamples.checkGolden(text, name: "console.txt")
        #expect(golden.actual == golden.expected)
    }

    @Test(arguments: [(0.0, "   0.000s"), (0.0004, "   0.000s"), (1.2345, "   1.235s"), (123.5, " 123.500s")])
    func durationsLineUp(seconds: Double, text: String) {
        #expect(ConsoleFormatter.duration(seconds) == text)
    }

    @Test func capturedOutputLosesXCTestsOwnLines() {
        let text =
            "Test Case 'C.testA' started at 2026-01-01 00:00:00.000\nhello\n/T.swift:3: error: C.testA : "
            + "XCTAssertTrue failed\nTest Case 'C.testB' started at x\n"
        #expect(
            CapturedOutput.removingConsoleLines(from: text, of: Self.id) == "hello\nTest Case 'C.testB' started at x\n")
    }
}
