import Foundation
import HarnessWire
import Testing

/// The XCTest console format's every line, golden: the shapes swift-corelibs-xctest prints
/// (checked against its real output by the round trip in `ToolchainConsoleRoundTripTests`), the
/// durations it rounds, the counts it words and the times it stamps.
@Suite("XCTestConsoleFormat: the toolchain's console lines, written once")
struct XCTestConsoleFormatTests {
    typealias Format = XCTestConsoleFormat
    static let time = Format.Timestamp(year: 2026, month: 1, day: 2, hour: 3, minute: 4, second: 5, millisecond: 6)
    static let file = SourceLocation(file: "/src/T.swift", line: 12)

    @Test("each line, byte for byte")
    func lines() {
        let lines = [
            Format.suiteStarted("All tests", at: Self.time),
            Format.caseStarted("C.testA", at: Self.time),
            Format.issue(#"XCTAssertEqual failed: ("3") is not equal to ("4") - sum"#, test: "C.testA", at: Self.file),
            Format.issue(#"threw error "Boom()""#, test: "C.testA", at: nil),
            Format.expectedFailure("failed - known", reason: "bug 12", test: "C.testA", at: Self.file),
            Format.expectedFailure("failed - known", reason: nil, test: "C.testA", at: Self.file),
            Format.activities(["Outer", "Inner"]),
            Format.caseFinished("C.testA", outcome: .failed, seconds: 0.0234),
            Format.skip("Test skipped - not here", test: "C.testB", at: Self.file),
            Format.caseFinished("C.testB", outcome: .skipped, seconds: 0),
            Format.measured("[Time, seconds] average: 0.001", test: "C.testC", at: Self.file),
            Format.caseFinished("C.testC", outcome: .passed, seconds: 0.0104),
            Format.suiteFinished("All tests", passed: false, at: Self.time),
            Format.executed(
                SuiteCounts(
                    executed: 3, skipped: 1, failures: 1, unexpected: 1, testDuration: 0.0338, totalDuration: 0.05)),
        ]
        #expect(
            lines == [
                "Test Suite 'All tests' started at 2026-01-02 03:04:05.006",
                "Test Case 'C.testA' started at 2026-01-02 03:04:05.006",
                #"/src/T.swift:12: error: C.testA : XCTAssertEqual failed: ("3") is not equal to ("4") - sum"#,
                #"<unknown>:0: error: C.testA : threw error "Boom()""#,
                "/src/T.swift:12: C.testA : expected failure (bug 12): failed - known",
                "/src/T.swift:12: C.testA : expected failure: failed - known",
                "\t in activity: 'Outer' > 'Inner'",
                "Test Case 'C.testA' failed (0.023 seconds)",
                "/src/T.swift:12: C.testB : Test skipped - not here",
                "Test Case 'C.testB' skipped (0.0 seconds)",
                "/src/T.swift:12: Test Case 'C.testC' measured [Time, seconds] average: 0.001",
                "Test Case 'C.testC' passed (0.01 seconds)",
                "Test Suite 'All tests' failed at 2026-01-02 03:04:05.006",
                "\t Executed 3 tests, with 1 test skipped and 2 failures (1 unexpected) in 0.034 (0.05) seconds",
            ])
    }

    /// XCTest rounds to the millisecond and writes the `Double` as Swift does: no padding.
    @Test(
        "durations are rounded to milliseconds and never padded",
        arguments: [
            (0.0, "0.0"), (0.0004, "0.0"), (0.0005, "0.001"), (0.0104, "0.01"), (0.0105, "0.011"), (0.023, "0.023"),
            (0.1, "0.1"), (1.5, "1.5"), (12.3456, "12.346"), (3600.0, "3600.0"),
        ])
    func seconds(value: Double, text: String) {
        #expect(Format.seconds(value) == text)
    }

    @Test(
        "the totals line words every count as XCTest does",
        arguments: [
            (
                SuiteCounts(executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0),
                "\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds"
            ),
            (
                SuiteCounts(
                    executed: 1, skipped: 0, failures: 1, unexpected: 0, testDuration: 0.001, totalDuration: 0.002),
                "\t Executed 1 test, with 1 failure (0 unexpected) in 0.001 (0.002) seconds"
            ),
            (
                SuiteCounts(executed: 1, skipped: 0, failures: 0, unexpected: 1, testDuration: 0, totalDuration: 0),
                "\t Executed 1 test, with 1 failure (1 unexpected) in 0.0 (0.0) seconds"
            ),
            (
                SuiteCounts(executed: 2, skipped: 2, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0),
                "\t Executed 2 tests, with 2 tests skipped and 0 failures (0 unexpected) in 0.0 (0.0) seconds"
            ),
            (
                SuiteCounts(
                    executed: 11, skipped: 1, failures: 4, unexpected: 1, testDuration: 0.058, totalDuration: 1.25),
                "\t Executed 11 tests, with 1 test skipped and 5 failures (1 unexpected) in 0.058 (1.25) seconds"
            ),
        ])
    func executed(counts: SuiteCounts, line: String) {
        #expect(Format.executed(counts) == line)
    }

    @Test(
        "a timestamp reads and prints yyyy-MM-dd HH:mm:ss.SSS exactly",
        arguments: ["2026-11-27 03:03:44.421", "0999-01-01 00:00:00.000", "2026-12-31 23:59:59.999"])
    func timestampRoundTrip(text: String) {
        #expect(Format.Timestamp(parsing: text)?.description == text)
    }

    @Test(
        "anything else is no timestamp",
        arguments: [
            "", "2026-11-27 03:03:44", "2026-11-27 03:03:44.4210", "2026-11-27T03:03:44.421", "2026-11-27 3:03:44.421",
            "2026-11-27 03:03:44,421", "２026-11-27 03:03:44.421",
        ])
    func notTimestamps(text: String) {
        #expect(Format.Timestamp(parsing: text) == nil)
    }

    /// The clock gives what XCTest's own `DateFormatter` prints for the same instant, in this
    /// machine's time zone, rounded to the millisecond as that formatter rounds.
    @Test(
        "the local clock stamps what a DateFormatter in local time prints",
        arguments: [
            0.0, 1_795_306_530.0, 1_795_306_530.9996, 1_795_306_530.9994, 1_795_306_530.0004, 1_795_306_530.0005,
            1_795_306_530.1235, 1_795_306_530.12349, 1_700_000_000.5,
        ])
    func localClock(seconds: Double) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        let clock = Format.LocalClock()
        let expected = formatter.string(from: Date(timeIntervalSince1970: seconds))
        #expect(clock.timestamp(for: seconds).description == expected)
        // Twice, so that the cached second is used too.
        #expect(clock.timestamp(for: seconds).description == expected)
    }
}
