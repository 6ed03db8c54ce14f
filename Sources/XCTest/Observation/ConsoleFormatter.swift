internal import HarnessWire

/// Turns events into the toolchain XCTest's console lines, byte for byte where the toolchain
/// has a line for the event, through ``XCTestConsoleFormat`` (the one writer of that format,
/// shared with the runner). Pure but for the clock's cache: no I/O.
///
/// ```swift
/// let formatter = ConsoleFormatter()
/// formatter.lines(for: event)   // ["Test Case 'MathTests.testAdd' started at 2026-11-22 10:00:00.123"]
/// ```
struct ConsoleFormatter {
    private typealias Format = XCTestConsoleFormat
    let clock = XCTestConsoleFormat.LocalClock()

    func lines(for event: WireEvent) -> [String] {
        switch event.kind {
        case .runStarted, .runFinished, .attachmentAdded:
            return []
        case .suiteStarted(let suite):
            return [Format.suiteStarted(suite.suite, at: clock.timestamp(for: event.time))]
        case .testStarted(let test):
            return [Format.caseStarted(test.test.xctestName, at: clock.timestamp(for: event.time))]
        case .issueRecorded(let recorded):
            let owner = recorded.test?.xctestName ?? recorded.suite ?? "<unknown>"
            return issueLines(recorded.issue, owner: owner)
        case .lateIssueRecorded(let recorded):
            return [recorded.issue.description]
        case .testSkipped(let skipped):
            return [Format.skip(skipped.description, test: skipped.test.xctestName, at: skipped.location)]
        case .measured(let measured):
            return measuredLines(measured)
        case .testFinished(let finished):
            return [
                Format.caseFinished(finished.test.xctestName, outcome: finished.outcome, seconds: finished.duration)
            ]
        case .suiteFinished(let finished):
            return [
                Format.suiteFinished(
                    finished.suite, passed: finished.counts.succeeded, at: clock.timestamp(for: event.time)),
                Format.executed(finished.counts),
            ]
        }
    }

    private func issueLines(_ issue: IssueRecord, owner: String) -> [String] {
        var lines = [
            issue.isKnownFailure
                ? Format.expectedFailure(
                    issue.description, reason: issue.knownFailureReason, test: owner, at: issue.location)
                : Format.issue(issue.description, test: owner, at: issue.location)
        ]
        if !issue.activities.isEmpty {
            lines.append(Format.activities(issue.activities))
        }
        return lines
    }

    /// The toolchain's `measured` line; then Harness's sentence about the baseline, unless it
    /// fails the test (the failure's own line says it) or there is nothing to say.
    private func measuredLines(_ measured: WireEvent.Measured) -> [String] {
        var lines = [Format.measured(measured)]
        if let baseline = measured.baseline, !baseline.failsTest, let message = baseline.message {
            // An unreadable file's line starts with the file's own path, as compilers print errors.
            let location = measured.location ?? Format.unknownLocation
            lines.append(
                baseline.status == .unreadable
                    ? message : "\(location): \(Format.casePrefix)\(measured.test.xctestName)' \(message)")
        }
        return lines
    }
}
