import Foundation
import HarnessModel
import HarnessReports
import HarnessWire
import Testing

/// `--format xctest`'s Swift Testing part: the lines Swift Testing's console prints under
/// `swift test` (taken from a run of the toolchain's 6.3.1 on the same kinds of tests), for the
/// results the runner holds.
@Suite("--format xctest prints Swift Testing's console lines")
struct SwiftTestingFormatFormatterTests {
    static func result(
        _ method: String, suite: [String] = [], displayName: String? = nil, status: TestStatus = .passed,
        issues: [IssueRecord] = [], skip: String? = nil, cases: [TestCaseOutcome] = []
    ) -> TestResult {
        var result = TestResult(
            id: TestIdentifier(module: "LibTests", className: suite.joined(separator: "."), method: method),
            bundle: "P",
            attempts: [
                TestAttempt(
                    number: 1, status: status, duration: 0.0012, issues: issues, skipMessage: skip, cases: cases)
            ], framework: .swiftTesting)
        result.swiftTestingFunction = SwiftTestingFunction(
            name: method, streamID: "LibTests.\(method)", displayName: displayName,
            location: SourceLocation(file: "/src/T.swift", line: 1), suites: suite)
        return result
    }

    static func issue(
        _ text: String, comments: [String] = [], line: Int, column: Int,
        severity: SwiftTestingIssueDetail.Severity = .error,
        arguments: String? = nil
    ) -> IssueRecord {
        IssueRecord(
            kind: .assertionFailure, description: text, location: SourceLocation(file: "/src/T.swift", line: line),
            isKnownFailure: severity != .error,
            swiftTesting: SwiftTestingIssueDetail(
                text: text, comments: comments, fileName: "T.swift", line: line, column: column, severity: severity,
                arguments: arguments))
    }

    static let results = [
        result("passes()"),
        result(
            "fails()", status: .failed,
            issues: [issue("Expectation failed: (add(1, 2) → 3) == 4", comments: ["sum"], line: 12, column: 22)]),
        result("named()", displayName: "A named test"),
        result("skipped()", status: .skipped, skip: "not here"),
        result(
            "known()",
            issues: [
                issue(
                    "Expectation failed: Bool(false)", comments: ["flaky thing"], line: 17, column: 54,
                    severity: .knownIssue)
            ]),
        result(
            "warns()",
            issues: [issue("Issue recorded", comments: ["careful"], line: 18, column: 34, severity: .warning)]),
        result(
            "param(n:)", status: .failed,
            issues: [issue("Expectation failed: (n → 2) != 2", line: 19, column: 50, arguments: "2")],
            cases: ["1", "2", "3"].map { TestCaseOutcome(id: $0, arguments: $0, outcome: .passed, duration: 0) }),
        result("inner()", suite: ["Outer"]),
        result(
            "deep()", suite: ["Outer", "\"Named suite\""], status: .failed,
            issues: [issue("Expectation failed: 1 == 2", line: 25, column: 29)]),
    ]

    @Test("each test's, suite's and the run's lines are Swift Testing's")
    func linesOfEachKind() {
        let lines = SwiftTestingFormatFormatter(colored: false).lines(for: Self.results, runSeconds: 0.01)
        #expect(
            lines == [
                "◇ Test run started.",
                "◇ Test passes() started.",
                "✔ Test passes() passed after 0.001 seconds.",
                "◇ Test fails() started.",
                "✘ Test fails() recorded an issue at T.swift:12:22: Expectation failed: (add(1, 2) → 3) == 4",
                "↳ sum",
                "✘ Test fails() failed after 0.001 seconds with 1 issue.",
                "◇ Test \"A named test\" started.",
                "✔ Test \"A named test\" passed after 0.001 seconds.",
                "➜ Test skipped() skipped: \"not here\"",
                "◇ Test known() started.",
                "━ Test known() recorded a known issue at T.swift:17:54: Expectation failed: Bool(false)",
                "↳ flaky thing",
                "━ Test known() passed after 0.001 seconds with 1 known issue.",
                "◇ Test warns() started.",
                "⚠︎ Test warns() recorded a warning at T.swift:18:34: Issue recorded",
                "↳ careful",
                "✔ Test warns() passed after 0.001 seconds with 1 warning.",
                "◇ Test param(n:) started.",
                "◇ Test case passing 1 argument n → 1 to param(n:) started.",
                "◇ Test case passing 1 argument n → 2 to param(n:) started.",
                "◇ Test case passing 1 argument n → 3 to param(n:) started.",
                "✘ Test param(n:) recorded an issue with 1 argument n → 2 at T.swift:19:50: Expectation failed: (n → 2) != 2",
                "✘ Test param(n:) with 3 test cases failed after 0.001 seconds with 1 issue.",
                "◇ Suite Outer started.",
                "◇ Test inner() started.",
                "✔ Test inner() passed after 0.001 seconds.",
                "◇ Suite \"Named suite\" started.",
                "◇ Test deep() started.",
                "✘ Test deep() recorded an issue at T.swift:25:29: Expectation failed: 1 == 2",
                "✘ Test deep() failed after 0.001 seconds with 1 issue.",
                "✘ Suite \"Named suite\" failed after 0.001 seconds with 1 issue.",
                "✘ Suite Outer failed after 0.002 seconds with 1 issue.",
                "✘ Test run with 9 tests in 2 suites failed after 0.010 seconds with 5 issues (including 1 warning and 1 known issue).",
            ])
    }

    @Test("on a terminal each symbol has Swift Testing's colour, and a comment is grey whole")
    func colours() {
        let lines = SwiftTestingFormatFormatter(colored: true).lines(
            for: [Self.results[1], Self.results[0]], runSeconds: 0.004)
        #expect(lines[0] == "\u{1B}[90m◇\u{1B}[0m Test run started.")
        #expect(lines[2].hasPrefix("\u{1B}[91m✘\u{1B}[0m Test fails() recorded an issue at "))
        #expect(lines[3] == "\u{1B}[90m↳ sum\u{1B}[0m")
        #expect(lines[6] == "\u{1B}[92m✔\u{1B}[0m Test passes() passed after 0.001 seconds.")
    }

    @Test("a test the runner failed without an issue (a crash) says why on an issue line, and counts it")
    func crashWithoutIssue() {
        var crashed = Self.result("crashes()", status: .crashed)
        crashed.attempts[0].signal = 11
        let lines = SwiftTestingFormatFormatter(colored: false).lines(for: [crashed], runSeconds: 0.5)
        #expect(
            lines.suffix(3) == [
                "✘ Test crashes() recorded an issue: crashed with signal 11",
                "✘ Test crashes() failed after 0.001 seconds with 1 issue.",
                "✘ Test run with 1 test in 0 suites failed after 0.500 seconds with 1 issue.",
            ])
    }

    @Test("the XCTest part holds XCTest's results only; Swift Testing's follow it in their own format")
    func reporterSplitsTheParts() {
        var output = ""
        let reporter = XCTestFormatReporter(frame: .selected, write: { output += $0 })
        let xctest = TestResult(
            id: TestIdentifier(module: "LibTests", className: "AlphaTests", method: "testPasses"), bundle: "P",
            attempts: [TestAttempt(number: 1, status: .passed, duration: 0.001)])
        let summary = RunSummary(results: [xctest, Self.results[0]], duration: 0.01)
        reporter.handle(.runFinished(.init(results: [xctest, Self.results[0]], summary: summary, exitCode: 0)))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.contains("passes()") && $0.hasPrefix("Test Case") })
        #expect(lines.firstIndex(of: "◇ Test run started.") ?? 0 > lines.lastIndex { $0.hasPrefix("Test Suite") } ?? 0)
        #expect(lines.last == "✔ Test run with 1 test in 0 suites passed after 0.010 seconds.")
    }
}
