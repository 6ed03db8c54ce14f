import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessWire
import Testing

/// Pins ``XCTestConsoleFormat`` to the toolchain's real output: `Resources/Golden/toolchain-console.txt`
/// is what `swift test` printed for `Fixtures/XCTestFormatSuite` under the toolchain's XCTest
/// (Swift 6.3.1, the fixture's folder shortened to `/src/`; captured, never generated). Parsed
/// and printed again, it must come back byte for byte, durations included.
@Suite("The toolchain's console log, parsed and printed again, is the same bytes")
struct ToolchainConsoleRoundTripTests {
    static func log() throws -> String {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/Golden/toolchain-console.txt")
        return try String(contentsOf: golden, encoding: .utf8)
    }

    @Test("every line prints back as it was")
    func everyLine() throws {
        let lines = try Self.log().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let parsed = lines.map { ConsoleLine(parsing: $0) }
        for (line, parsed) in zip(lines, parsed) {
            #expect(parsed.text == line)
        }
        // The round trip proves something only for lines read as XCTest's: every shape the log
        // holds was (4 suites, 11 tests, the skips, the failures and the measurement).
        var shapes: [String: Int] = [:]
        for line in parsed {
            let shape: String
            switch line {
            case .suiteStarted: shape = "suiteStarted"
            case .suiteFinished: shape = "suiteFinished"
            case .executed: shape = "executed"
            case .caseStarted: shape = "caseStarted"
            case .caseFinished: shape = "caseFinished"
            case .issue: shape = "issue"
            case .note: shape = "skip"
            case .measured: shape = "measured"
            case .text: shape = "text"
            }
            shapes[shape, default: 0] += 1
        }
        #expect(
            shapes == [
                "suiteStarted": 4, "suiteFinished": 4, "executed": 4, "caseStarted": 11, "caseFinished": 11,
                "issue": 5, "skip": 2, "measured": 1,
                // The multi-line failure's two continuations, the test's print, Swift Testing's
                // four lines and the empty line after the final newline.
                "text": 8,
            ])
    }

    /// The runner's `--format xctest` given the results the log shows prints the log itself:
    /// everything but the clock's times and the suites' own durations, which a run of workers
    /// measures differently (a class suite's time is its tests' sum there).
    @Test("--format xctest prints the toolchain's log for the toolchain's results")
    func xctestFormatPrintsTheLog() throws {
        let text = try Self.log()
        let xctestPart = text.components(separatedBy: "\n◇ ").first ?? text
        let results = Self.results(of: ToolchainConsoleParser.parse(xctestPart))
        let time = XCTestConsoleFormat.Timestamp(
            year: 2026, month: 11, day: 27, hour: 3, minute: 9, second: 8, millisecond: 76)
        let formatter = XCTestFormatFormatter(frame: .all(bundleSuite: "debug.xctest"))
        let printed =
            (formatter.openingLines(at: time) + formatter.closingLines(for: results, runSeconds: 0.058, at: time))
            .joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = xctestPart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed.map(Self.normalized) == expected.map(Self.normalized))
    }

    /// What the runner would hold for each test of the log: its outcome, duration, output,
    /// issues (the thrown error unexpected, as XCTest counts it), skip and measurement.
    static func results(of log: ToolchainConsoleLog) -> [TestResult] {
        log.tests.map { record in
            let id = record.name.identifier(inModule: "XCTestFormatSuiteTests")
            let status: TestStatus =
                switch record.outcome {
                case .passed: .passed
                case .skipped: .skipped
                case .failed, nil: .failed
                }
            var attempt = TestAttempt(
                number: 1, status: status, duration: record.duration ?? 0,
                issues: record.issues.map {
                    IssueRecord(
                        kind: .assertionFailure, description: $0.message, location: $0.location,
                        isExpected: !$0.message.hasPrefix("threw error"))
                },
                skipMessage: record.skip?.message,
                stdout: record.output.map { $0 + "\n" }.joined())
            attempt.skipLocation = record.skip?.location
            attempt.measurements = record.measurements.map { Self.measurement(of: id, results: $0) }
            return TestResult(id: id, bundle: "XCTestFormatSuitePackageTests", attempts: [attempt])
        }
    }

    /// The measurement the log's line shows, read back from its text.
    static func measurement(of id: TestIdentifier, results: String) -> WireEvent.Measured {
        func number(after label: String) -> Double {
            guard let range = results.range(of: label) else { return -1 }
            return Double(results[range.upperBound...].prefix { $0.isNumber || $0 == "." }) ?? -1
        }
        let valuesText = results.firstMatch(of: /values: \[(?<values>[^\]]*)\]/)?.values ?? ""
        let metric = results.firstMatch(of: /performanceMetricID:(?<id>[^,]+),/)?.id ?? ""
        return WireEvent.Measured(
            test: id, location: SourceLocation(file: "/src/Tests/XCTestFormatSuiteTests/AlphaTests.swift", line: 22),
            metric: String(metric), name: "Time", unit: "seconds",
            values: valuesText.split(separator: ", ").compactMap { Double($0) }, warmUpValues: [],
            average: number(after: "average: "), standardDeviation: 0,
            relativeStandardDeviation: number(after: "relative standard deviation: "),
            maxPercentRelativeStandardDeviation: number(after: "maxPercentRelativeStandardDeviation: "),
            maxStandardDeviation: number(after: "maxStandardDeviation: "), baseline: nil)
    }

    /// The line with its clock times, and a suite's durations, replaced.
    static func normalized(_ line: String) -> String {
        line.replacing(#/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}/#, with: "<TIME>")
            .replacing(#/ in \d+\.\d+ \(\d+\.\d+\) seconds$/#, with: " in <SECONDS> (<SECONDS>) seconds")
    }
}
