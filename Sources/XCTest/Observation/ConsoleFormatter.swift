import Foundation
internal import HarnessWire

/// Turns events into the toolchain XCTest's console lines, byte for byte where the toolchain
/// has a line for the event. Pure: no I/O, no clock.
///
/// ```swift
/// let formatter = ConsoleFormatter()
/// formatter.lines(for: event)   // ["Test Case 'MathTests.testAdd' started at 2026-11-22 10:00:00.123"]
/// ```
struct ConsoleFormatter {
    let timestamps = ConsoleTimestamp()

    func lines(for event: WireEvent) -> [String] {
        switch event.kind {
        case .runStarted, .runFinished, .attachmentAdded:
            return []
        case .suiteStarted(let suite):
            return ["Test Suite '\(suite.suite)' started at \(timestamps.string(for: event.time))"]
        case .testStarted(let test):
            return ["Test Case '\(test.test.xctestName)' started at \(timestamps.string(for: event.time))"]
        case .issueRecorded(let recorded):
            let owner = recorded.test?.xctestName ?? recorded.suite ?? "<unknown>"
            return issueLines(recorded.issue, owner: owner)
        case .lateIssueRecorded(let recorded):
            return [recorded.issue.description]
        case .testSkipped(let skipped):
            let location = skipped.location ?? SourceLocation(file: "<unknown>", line: 0)
            return ["\(location): \(skipped.test.xctestName) : \(skipped.description)"]
        case .measured(let measured):
            return measuredLines(measured)
        case .testFinished(let finished):
            return [
                "Test Case '\(finished.test.xctestName)' \(finished.outcome.rawValue) "
                    + "(\(Self.seconds(finished.duration)) seconds)"
            ]
        case .suiteFinished(let finished):
            let verb = finished.counts.succeeded ? "passed" : "failed"
            return [
                "Test Suite '\(finished.suite)' \(verb) at \(timestamps.string(for: event.time))",
                Self.executedLine(finished.counts),
            ]
        }
    }

    private func issueLines(_ issue: IssueRecord, owner: String) -> [String] {
        let location = issue.location ?? SourceLocation(file: "<unknown>", line: 0)
        var lines: [String]
        if issue.isKnownFailure {
            let reason = issue.knownFailureReason.map { " (\($0))" } ?? ""
            lines = ["\(location): \(owner) : expected failure\(reason): \(issue.description)"]
        } else {
            lines = ["\(location): error: \(owner) : \(issue.description)"]
        }
        if !issue.activities.isEmpty {
            lines.append("\t in activity: " + issue.activities.map { "'\($0)'" }.joined(separator: " > "))
        }
        return lines
    }

    /// The toolchain's line, byte for byte for its wall-clock metric:
    /// `FILE:LINE: Test Case 'C.test' measured [Time, seconds] average: 0.010, relative standard
    /// deviation: 1.234%, values: [0.010000, …], performanceMetricID:…, maxPercentRelativeStandardDeviation:
    /// 10.000%, maxStandardDeviation: 0.100`; then Harness's sentence about the baseline, unless
    /// it fails the test (the failure's own line says it) or there is nothing to say.
    private func measuredLines(_ measured: WireEvent.Measured) -> [String] {
        let location = measured.location ?? SourceLocation(file: "<unknown>", line: 0)
        let values = measured.values.map { String(format: "%.6f", $0) }.joined(separator: ", ")
        var lines = [
            "\(location): Test Case '\(measured.test.xctestName)' measured [\(measured.name), \(measured.unit)] "
                + String(
                    format: "average: %.3f, relative standard deviation: %.3f%%, ", measured.average,
                    measured.relativeStandardDeviation)
                + "values: [\(values)], performanceMetricID:\(measured.metric), "
                + String(
                    format: "maxPercentRelativeStandardDeviation: %.3f%%, maxStandardDeviation: %.3f",
                    measured.maxPercentRelativeStandardDeviation, measured.maxStandardDeviation)
        ]
        if let baseline = measured.baseline, !baseline.failsTest, let message = baseline.message {
            // An unreadable file's line starts with the file's own path, as compilers print errors.
            lines.append(
                baseline.status == .unreadable
                    ? message : "\(location): Test Case '\(measured.test.xctestName)' \(message)")
        }
        return lines
    }

    /// `\t Executed 3 tests, with 1 test skipped and 2 failures (1 unexpected) in 0.5 (0.6) seconds`
    static func executedLine(_ counts: SuiteCounts) -> String {
        let tests = counts.executed == 1 ? "test" : "tests"
        let skipped = counts.skipped > 0 ? "\(counts.skipped) test\(counts.skipped == 1 ? "" : "s") skipped and " : ""
        let total = counts.failures + counts.unexpected
        let failures = total == 1 ? "failure" : "failures"
        return
            "\t Executed \(counts.executed) \(tests), with \(skipped)\(total) \(failures) (\(counts.unexpected) "
            + "unexpected) "
            + "in \(seconds(counts.testDuration)) (\(seconds(counts.totalDuration))) seconds"
    }

    /// Seconds rounded to milliseconds and printed as a Double, as XCTest does ("0.0", "0.012").
    static func seconds(_ value: Double) -> String {
        String((value * 1000).rounded() / 1000)
    }
}
