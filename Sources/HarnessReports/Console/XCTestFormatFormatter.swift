import HarnessModel
import HarnessWire

/// Turns a finished run into the toolchain XCTest's console text, the lines `swift test` prints
/// for the same results: the run's frame of suites, each class's suite with its tests' blocks,
/// and every suite's `Executed …` totals. Pure: results and times in, lines out; every line is
/// written by ``XCTestConsoleFormat``, the framework's own writer of the format.
///
/// ```text
/// Test Suite 'All tests' started at 2026-11-27 03:03:44.421
/// Test Suite 'debug.xctest' started at 2026-11-27 03:03:44.421
/// Test Suite 'AlphaTests' started at 2026-11-27 03:03:44.521
/// Test Case 'AlphaTests.testPasses' started at 2026-11-27 03:03:44.521
/// Test Case 'AlphaTests.testPasses' passed (0.01 seconds)
/// Test Suite 'AlphaTests' passed at 2026-11-27 03:03:44.521
/// \t Executed 1 test, with 0 failures (0 unexpected) in 0.01 (0.01) seconds
/// Test Suite 'debug.xctest' passed at 2026-11-27 03:03:44.521
/// \t Executed 1 test, with 0 failures (0 unexpected) in 0.01 (0.25) seconds
/// Test Suite 'All tests' passed at 2026-11-27 03:03:44.521
/// \t Executed 1 test, with 0 failures (0 unexpected) in 0.01 (0.25) seconds
/// ```
///
/// What the runner knows differently from one XCTest process is settled so:
/// - A test's block holds its last attempt (a retried test shows the attempt that counted).
/// - Its output comes first, then its measurements, issues and skip: the attempt keeps each
///   kind apart, not their interleaving.
/// - A test that failed without an issue (it crashed, or timed out) counts one unexpected
///   failure, so that no suite says `passed` over it.
/// - A class suite's own time is the sum of its tests'; the outer suites' is the run's.
///
/// ```swift
/// let formatter = XCTestFormatFormatter(frame: .all(bundleSuite: "debug.xctest"))
/// let lines = formatter.lines(for: finished, started: start, finishedAt: end)
/// ```
package struct XCTestFormatFormatter: Sendable {
    private typealias Format = XCTestConsoleFormat

    /// The suites around the classes' suites, as the toolchain frames a bundle's run.
    package enum Frame: Hashable, Sendable {
        /// Every test of the package ran: `All tests`, then the bundle's suite (`debug.xctest`,
        /// named after the folder of built products).
        case all(bundleSuite: String)
        /// Some tests were chosen (filters, skips, a shard, a plan): `Selected tests` alone.
        case selected

        /// The outer suites' names, outermost first.
        var suites: [String] {
            switch self {
            case .all(let bundleSuite): ["All tests", bundleSuite]
            case .selected: ["Selected tests"]
            }
        }
    }

    /// The frame printed around the classes.
    package var frame: Frame

    /// Creates a formatter printing the given frame.
    package init(frame: Frame) {
        self.frame = frame
    }

    /// The opening lines of the frame, printed when the run starts.
    package func openingLines(at time: XCTestConsoleFormat.Timestamp) -> [String] {
        frame.suites.map { Format.suiteStarted($0, at: time) }
    }

    /// Every class's suite and the frame's closing lines, for a run that has finished.
    ///
    /// Classes follow the order of `results` (the plan's), one suite for each run of
    /// consecutive results from the same class.
    package func closingLines(
        for results: [TestResult], runSeconds: Double, at time: XCTestConsoleFormat.Timestamp
    ) -> [String] {
        var lines: [String] = []
        var total = SuiteCounts(executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0)
        var start = results.startIndex
        while start < results.endIndex {
            let suite = Self.suiteName(of: results[start])
            let end = results[start...].firstIndex { Self.suiteName(of: $0) != suite } ?? results.endIndex
            var counts = SuiteCounts(
                executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0)
            lines.append(Format.suiteStarted(suite, at: time))
            for result in results[start..<end] {
                lines += Self.blockLines(for: result, at: time, counting: &counts)
            }
            counts.totalDuration = counts.testDuration
            lines.append(Format.suiteFinished(suite, passed: counts.succeeded, at: time))
            lines.append(Format.executed(counts))
            total.executed += counts.executed
            total.skipped += counts.skipped
            total.failures += counts.failures
            total.unexpected += counts.unexpected
            total.testDuration += counts.testDuration
            start = end
        }
        total.totalDuration = runSeconds
        for suite in frame.suites.reversed() {
            lines.append(Format.suiteFinished(suite, passed: total.succeeded, at: time))
            lines.append(Format.executed(total))
        }
        return lines
    }

    /// The suite a result's block goes in: its class, or for a top-level Swift Testing
    /// function (no class), its module.
    private static func suiteName(of result: TestResult) -> String {
        result.id.className.isEmpty ? result.id.module : result.id.className
    }

    /// One test's block: started, its output, measurements, issues and skip, finished.
    private static func blockLines(
        for result: TestResult, at time: XCTestConsoleFormat.Timestamp, counting counts: inout SuiteCounts
    ) -> [String] {
        guard let last = result.attempts.last else { return [] }
        let name = result.id.xctestName
        var lines = [Format.caseStarted(name, at: time)]
        var output = last.stdout + last.stderr
        if output.hasSuffix("\n") { output.removeLast() }
        if !output.isEmpty { lines += output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        lines += last.measurements.map(Format.measured)
        var failures = 0
        var unexpected = 0
        for issue in last.issues {
            if issue.isKnownFailure {
                lines.append(
                    Format.expectedFailure(
                        issue.description, reason: issue.knownFailureReason, test: name, at: issue.location))
            } else {
                lines.append(Format.issue(issue.description, test: name, at: issue.location))
                if issue.isExpected { failures += 1 } else { unexpected += 1 }
            }
            if !issue.activities.isEmpty { lines.append(Format.activities(issue.activities)) }
        }
        let outcome: TestOutcome
        switch last.status {
        case .passed, .flaky:
            outcome = .passed
        case .skipped:
            outcome = .skipped
            counts.skipped += 1
            if let skip = last.skipMessage { lines.append(Format.skip(skip, test: name, at: last.skipLocation)) }
        case .failed, .timedOut, .crashed, .hostLaunchFailed:
            outcome = .failed
            if failures + unexpected == 0 { unexpected = 1 }
        }
        counts.executed += 1
        counts.failures += failures
        counts.unexpected += unexpected
        counts.testDuration += last.duration
        lines.append(Format.caseFinished(name, outcome: outcome, seconds: last.duration))
        return lines
    }
}
