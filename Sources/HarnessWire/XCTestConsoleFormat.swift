/// The toolchain XCTest's console format, written once: values in, lines out, no I/O.
///
/// The framework's console, the runner's `--format xctest` and the parser of toolchain console
/// logs all go through here, so the three cannot disagree. Each line is the one swift-corelibs-
/// xctest prints for the event, byte for byte (its line shapes are pinned by golden tests and
/// by a round trip through a log captured from the toolchain's own XCTest):
///
/// ```text
/// Test Suite 'All tests' started at 2026-11-27 03:03:44.421
/// Test Case 'AlphaTests.testFails' started at 2026-11-27 03:03:44.478
/// /src/LibTests.swift:9: error: AlphaTests.testFails : XCTAssertEqual failed: ("3") is not equal to ("4") - sum
/// Test Case 'AlphaTests.testFails' failed (0.023 seconds)
/// /src/LibTests.swift:12: AlphaTests.testSkips : Test skipped - not here
/// Test Case 'AlphaTests.testSkips' skipped (0.0 seconds)
/// Test Suite 'All tests' failed at 2026-11-27 03:03:44.521
/// \t Executed 2 tests, with 1 test skipped and 1 failure (0 unexpected) in 0.023 (0.043) seconds
/// ```
///
/// ```swift
/// XCTestConsoleFormat.caseFinished("AlphaTests.testSleeps", outcome: .passed, seconds: 0.0104)
/// // "Test Case 'AlphaTests.testSleeps' passed (0.01 seconds)"
/// ```
package enum XCTestConsoleFormat {
    // MARK: - The pieces a line is made of (the parser matches the same ones)

    /// Opens every suite line: `Test Suite 'NAME' …`.
    package static let suitePrefix = "Test Suite '"
    /// Opens every test case line: `Test Case 'Class.method' …`.
    package static let casePrefix = "Test Case '"
    /// Between a suite's or a case's name and its start time.
    package static let startedInfix = "' started at "
    /// Between a finished suite's name and its verdict, `' passed at ` or `' failed at `.
    package static func suiteFinishedInfix(passed: Bool) -> String { "' \(verdict(passed: passed)) at " }
    /// Between a finished case's name and its duration, `' passed (` and the like.
    package static func caseFinishedInfix(_ outcome: TestOutcome) -> String { "' \(outcome.rawValue) (" }
    /// Closes a finished case's line after its duration.
    package static let caseFinishedSuffix = " seconds)"
    /// Between an issue's location and the test's name.
    package static let errorInfix = ": error: "
    /// Between a test's name and the message of an issue or a skip.
    package static let messageSeparator = " : "
    /// Between a measuring case's name and its results.
    package static let measuredInfix = "' measured "
    /// The first word of a suite's totals line, after its tab and space.
    package static let executedPrefix = "\t Executed "
    /// What XCTest prints for an issue or a skip with no known file.
    package static let unknownLocation = SourceLocation(file: "<unknown>", line: 0)

    // MARK: - Suites

    /// `Test Suite 'NAME' started at TIME`.
    package static func suiteStarted(_ suite: String, at time: Timestamp) -> String {
        suitePrefix + suite + startedInfix + time.description
    }

    /// `Test Suite 'NAME' passed at TIME` (or `failed`).
    package static func suiteFinished(_ suite: String, passed: Bool, at time: Timestamp) -> String {
        suitePrefix + suite + suiteFinishedInfix(passed: passed) + time.description
    }

    /// `\t Executed 3 tests, with 1 test skipped and 2 failures (1 unexpected) in 0.5 (0.6) seconds`,
    /// the line under a finished suite's.
    ///
    /// The failures counted are every failure, unexpected ones included (XCTest's
    /// `totalFailureCount`); the skip clause appears only when something was skipped.
    package static func executed(_ counts: SuiteCounts) -> String {
        let skipped = counts.skipped > 0 ? "\(plural(counts.skipped, "test")) skipped and " : ""
        return executedPrefix + "\(plural(counts.executed, "test")), with \(skipped)"
            + "\(plural(counts.failures + counts.unexpected, "failure")) (\(counts.unexpected) unexpected) "
            + "in \(seconds(counts.testDuration)) (\(seconds(counts.totalDuration))) seconds"
    }

    // MARK: - Test cases

    /// `Test Case 'Class.method' started at TIME`.
    package static func caseStarted(_ test: String, at time: Timestamp) -> String {
        casePrefix + test + startedInfix + time.description
    }

    /// `Test Case 'Class.method' passed (0.01 seconds)` (or `failed`, `skipped`).
    package static func caseFinished(_ test: String, outcome: TestOutcome, seconds duration: Double) -> String {
        casePrefix + test + caseFinishedInfix(outcome) + seconds(duration) + caseFinishedSuffix
    }

    /// `FILE:LINE: error: Class.method : MESSAGE`, an issue that fails the test; `<unknown>:0`
    /// when the location is not known.
    package static func issue(_ message: String, test: String, at location: SourceLocation?) -> String {
        "\(location ?? unknownLocation)" + errorInfix + test + messageSeparator + message
    }

    /// `FILE:LINE: Class.method : expected failure (REASON): MESSAGE`, an issue an
    /// `XCTExpectFailure` matched. Harness's framework prints it; the toolchain's has no
    /// `XCTExpectFailure` on Linux, so its logs never hold one.
    package static func expectedFailure(
        _ message: String, reason: String?, test: String, at location: SourceLocation?
    ) -> String {
        let reason = reason.map { " (\($0))" } ?? ""
        return "\(location ?? unknownLocation): " + test + messageSeparator + "expected failure\(reason): " + message
    }

    /// `\t in activity: 'Outer' > 'Inner'`, under an issue recorded inside activities
    /// (Harness's framework only).
    package static func activities(_ names: [String]) -> String {
        "\t in activity: " + names.map { "'\($0)'" }.joined(separator: " > ")
    }

    /// `FILE:LINE: Class.method : Test skipped - REASON`; `message` is the skip's whole
    /// sentence, as `XCTSkip` words it.
    package static func skip(_ message: String, test: String, at location: SourceLocation?) -> String {
        "\(location ?? unknownLocation): " + test + messageSeparator + message
    }

    /// `FILE:LINE: Test Case 'Class.method' measured RESULTS`, a `measure` block's line.
    package static func measured(_ results: String, test: String, at location: SourceLocation?) -> String {
        "\(location ?? unknownLocation): " + casePrefix + test + measuredInfix + results
    }

    // MARK: - Numbers and words

    /// A duration as XCTest prints it: rounded to the millisecond, then written as Swift writes a
    /// `Double` (`0.0`, `0.01`, `0.023`, `1.5`), never padded to three decimals.
    package static func seconds(_ value: Double) -> String {
        String((value * 1000).rounded() / 1000)
    }

    /// `passed` or `failed`, the verdict words of suite and case lines.
    package static func verdict(passed: Bool) -> String {
        passed ? TestOutcome.passed.rawValue : TestOutcome.failed.rawValue
    }

    /// `1 test`, `2 tests`, `0 failures`: XCTest's only plural rule.
    private static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
