import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// Issues read from the toolchain's XCTest console (`--xctest auto` on an unmodified package):
/// a message printed over several lines is one issue, and an error the test threw is counted as
/// the toolchain counts it, unexpected.
struct DispatcherConsoleIssueTests {
    /// The toolchain's lines for one test of class `A`, then the worker's end; the test's result.
    static func result(of lines: [String]) -> TestResult? {
        var run = DispatchScenario(classes: [("A", ["testIt"])]) { $0.toolchainConsole = true }
        _ = run.begin()
        var effects: [DispatchEffect] = []
        for (index, line) in lines.enumerated() {
            effects += run.send(.consoleLine(worker: 1, line: line), at: Double(index))
        }
        effects += run.send([.streamEnded(worker: 1), .exited(worker: 1, status: 1 << 8)], at: 10)
        return effects.results.first
    }

    @Test func aMessageOverSeveralLinesIsOneIssueAndNotOutput() throws {
        let result = try #require(
            Self.result(of: [
                "Test Case 'A.testIt' started at 2026-12-04 15:14:31.025",
                "printed before",
                #"/src/A.swift:20: error: A.testIt : XCTAssertEqual failed: ("a"#,
                #"b") is not equal to ("a"#,
                #"c") - "#,
                "Test Case 'A.testIt' failed (0.001 seconds)",
            ]))
        let attempt = try #require(result.attempts.first)
        let message = "XCTAssertEqual failed: (\"a\nb\") is not equal to (\"a\nc\") - "
        #expect(attempt.issues.map(\.description) == [message])
        #expect(attempt.stdout == "printed before\n")
    }

    @Test func anErrorTheTestThrewIsUnexpected() throws {
        let result = try #require(
            Self.result(of: [
                "Test Case 'A.testIt' started at 2026-12-04 15:14:31.025",
                #"<EXPR>:0: error: A.testIt : threw error "Boom()""#,
                "/src/A.swift:9: error: A.testIt : failed - also",
                "Test Case 'A.testIt' failed (0.001 seconds)",
            ]))
        let issues = try #require(result.attempts.first?.issues)
        #expect(issues.map(\.kind) == [.thrownError, .assertionFailure])
        #expect(issues.map(\.isExpected) == [false, true])
        #expect(issues.first?.location == SourceLocation(file: "<EXPR>", line: 0))
    }
}
