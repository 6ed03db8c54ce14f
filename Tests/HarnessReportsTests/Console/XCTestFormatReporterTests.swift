import Foundation
import HarnessModel
import HarnessReports
import HarnessWire
import Testing

/// `--format xctest`'s formatter and writer: the toolchain's lines for results the runner holds,
/// the frame `swift test` prints around them, and what a run of workers knows differently.
@Suite("--format xctest prints the toolchain's console text")
struct XCTestFormatReporterTests {
    static func id(_ className: String, _ method: String) -> TestIdentifier {
        TestIdentifier(module: "M", className: className, method: method)
    }

    static let location = SourceLocation(file: "/src/T.swift", line: 7)

    static let results = [
        TestResult(
            id: id("ATests", "testFlaky"), bundle: "P",
            attempts: [
                TestAttempt(number: 1, status: .failed, duration: 0.2),
                TestAttempt(number: 2, status: .passed, duration: 0.0104, stdout: "line one\nline two\n"),
            ]),
        TestResult(
            id: id("ATests", "testCrash"), bundle: "P",
            attempts: [TestAttempt(number: 1, status: .crashed, duration: 0.5, signal: 11)]),
        TestResult(
            id: id("ATests", "testKnown"), bundle: "P",
            attempts: [
                TestAttempt(
                    number: 1, status: .passed, duration: 0,
                    issues: [
                        IssueRecord(
                            kind: .assertionFailure, description: "failed - known", location: location,
                            isKnownFailure: true, knownFailureReason: "bug 1")
                    ])
            ]),
        TestResult(
            id: id("BTests", "testSkip"), bundle: "P",
            attempts: [
                {
                    var attempt = TestAttempt(
                        number: 1, status: .skipped, duration: 0.001, skipMessage: "Test skipped - offline")
                    attempt.skipLocation = location
                    return attempt
                }()
            ]),
        TestResult(
            id: id("BTests", "testFail"), bundle: "P",
            attempts: [
                TestAttempt(
                    number: 1, status: .failed, duration: 0.0126,
                    issues: [
                        IssueRecord(kind: .assertionFailure, description: "failed - one", location: location),
                        IssueRecord(
                            kind: .thrownError, description: #"threw error "E()""#, location: nil, isExpected: false),
                    ])
            ]),
    ]

    static let expected = """
        Test Suite 'Selected tests' started at 2026-11-22 00:15:30.000
        note: a notice
        Test Suite 'ATests' started at 2026-11-22 00:15:31.500
        Test Case 'ATests.testFlaky' started at 2026-11-22 00:15:31.500
        line one
        line two
        Test Case 'ATests.testFlaky' passed (0.01 seconds)
        Test Case 'ATests.testCrash' started at 2026-11-22 00:15:31.500
        Test Case 'ATests.testCrash' failed (0.5 seconds)
        Test Case 'ATests.testKnown' started at 2026-11-22 00:15:31.500
        /src/T.swift:7: ATests.testKnown : expected failure (bug 1): failed - known
        Test Case 'ATests.testKnown' passed (0.0 seconds)
        Test Suite 'ATests' failed at 2026-11-22 00:15:31.500
        \t Executed 3 tests, with 1 failure (1 unexpected) in 0.51 (0.51) seconds
        Test Suite 'BTests' started at 2026-11-22 00:15:31.500
        Test Case 'BTests.testSkip' started at 2026-11-22 00:15:31.500
        /src/T.swift:7: BTests.testSkip : Test skipped - offline
        Test Case 'BTests.testSkip' skipped (0.001 seconds)
        Test Case 'BTests.testFail' started at 2026-11-22 00:15:31.500
        /src/T.swift:7: error: BTests.testFail : failed - one
        <unknown>:0: error: BTests.testFail : threw error "E()"
        Test Case 'BTests.testFail' failed (0.013 seconds)
        Test Suite 'BTests' failed at 2026-11-22 00:15:31.500
        \t Executed 2 tests, with 1 test skipped and 2 failures (1 unexpected) in 0.014 (0.014) seconds
        Test Suite 'Selected tests' failed at 2026-11-22 00:15:31.500
        \t Executed 5 tests, with 1 test skipped and 3 failures (2 unexpected) in 0.524 (0.75) seconds

        """

    @Test("a run's events become the toolchain's lines, class by class in plan order")
    func selectedRun() {
        var text = ""
        var clock = [1_795_306_530.0, 1_795_306_531.5]
        let reporter = XCTestFormatReporter(
            frame: .selected, write: { text += $0 },
            now: { Date(timeIntervalSince1970: clock.count > 1 ? clock.removeFirst() : clock[0]) })
        reporter.handle(.runStarted(.init(testCount: 5, bundleCount: 1, workerCount: 2)))
        reporter.handle(.notice(RunnerNotice(.testPlanKeysIgnored, "a notice")))
        for result in Self.results { reporter.handle(.testFinished(result)) }
        reporter.handle(
            .runFinished(
                .init(
                    results: Self.results, summary: RunSummary(results: Self.results, duration: 0.75), exitCode: 1)))
        // The golden is in local time, as XCTest prints; make the expectation from the same clock.
        #expect(text == Self.inLocalTime(Self.expected))
    }

    @Test("a whole run is framed by All tests and the bundle's suite")
    func wholeRun() {
        let formatter = XCTestFormatFormatter(frame: .all(bundleSuite: "debug.xctest"))
        let time = XCTestConsoleFormat.Timestamp(
            year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0)
        let passing = [
            TestResult(
                id: Self.id("ATests", "testA"), bundle: "P",
                attempts: [TestAttempt(number: 1, status: .passed, duration: 0.002)])
        ]
        #expect(
            formatter.openingLines(at: time) == [
                "Test Suite 'All tests' started at 2026-01-01 00:00:00.000",
                "Test Suite 'debug.xctest' started at 2026-01-01 00:00:00.000",
            ])
        #expect(
            formatter.closingLines(for: passing, runSeconds: 0.3, at: time).suffix(4) == [
                "Test Suite 'debug.xctest' passed at 2026-01-01 00:00:00.000",
                "\t Executed 1 test, with 0 failures (0 unexpected) in 0.002 (0.3) seconds",
                "Test Suite 'All tests' passed at 2026-01-01 00:00:00.000",
                "\t Executed 1 test, with 0 failures (0 unexpected) in 0.002 (0.3) seconds",
            ])
    }

    /// The golden's two UTC times written as this machine's local time.
    static func inLocalTime(_ text: String) -> String {
        let clock = XCTestConsoleFormat.LocalClock()
        return text.replacing("2026-11-22 00:15:30.000", with: clock.timestamp(for: 1_795_306_530).description)
            .replacing("2026-11-22 00:15:31.500", with: clock.timestamp(for: 1_795_306_531.5).description)
    }
}
