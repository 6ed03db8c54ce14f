import HarnessWire

/// One line of the toolchain XCTest's console output, classified on its own, without context.
///
/// The parser (``ToolchainConsoleParser``) turns a sequence of these into per-test records; this
/// type only knows the shapes XCTest prints, which ``XCTestConsoleFormat`` writes (the pieces it
/// matches are that format's, and ``text`` prints a parsed line back through it, byte for byte):
///
/// ```text
/// Test Suite 'All tests' started at 2026-01-01 10:00:00.000
/// Test Case 'MathTests.testSum' started at 2026-01-01 10:00:00.001
/// /src/MathTests.swift:12: error: MathTests.testSum : XCTAssertEqual failed: ("3") is not equal to ("4")
/// Test Case 'MathTests.testSum' failed (0.002 seconds)
/// /src/MathTests.swift:20: MathTests.testSkip : Test skipped - not on Linux
/// /src/MathTests.swift:30: Test Case 'MathTests.testSpeed' measured [Time, seconds] average: 0.001, …
/// Test Suite 'All tests' failed at 2026-01-01 10:00:00.010
///      Executed 2 tests, with 1 test skipped and 1 failure (0 unexpected) in 0.003 (0.004) seconds
/// ```
///
/// ```swift
/// if case .caseStarted(let name) = ConsoleLine(parsing: "Test Case 'A.testB' started at …") {
///     print(name)  // A.testB
/// }
/// ```
package enum ConsoleLine: Hashable, Sendable {
    /// `Test Suite 'NAME' started at DATE`.
    case suiteStarted(name: String, at: XCTestConsoleFormat.Timestamp)
    /// `Test Suite 'NAME' passed|failed at DATE`.
    case suiteFinished(name: String, passed: Bool, at: XCTestConsoleFormat.Timestamp)
    /// `\t Executed N tests, with …` under a suite's closing line.
    case executed(SuiteCounts)
    /// `Test Case 'Class.method' started at DATE`.
    case caseStarted(ConsoleTestName, at: XCTestConsoleFormat.Timestamp)
    /// `Test Case 'Class.method' passed|failed|skipped (SECONDS seconds)`.
    case caseFinished(ConsoleTestName, outcome: TestOutcome, duration: Double)
    /// `FILE:LINE: error: Class.method : MESSAGE` — a recorded failure.
    case issue(ConsoleTestName, ConsoleIssue)
    /// `FILE:LINE: Class.method : MESSAGE` — the note a skip prints (no `error:`).
    case note(ConsoleTestName, ConsoleIssue)
    /// `FILE:LINE: Test Case 'Class.method' measured RESULTS` — a `measure` block's results.
    case measured(ConsoleTestName, location: SourceLocation?, results: String)
    /// Anything else: a test's own output, a crash message, a continuation of a multi-line message.
    case text(String)
}
