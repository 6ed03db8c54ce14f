import HarnessModel
import HarnessWire

extension ConsoleFormatter {
    /// The end of the run: failures grouped with their messages and output, flaky tests, the
    /// slowest tests, then the totals, ending with ``RunSummary/line``.
    func summary(_ finished: RunnerEvent.RunFinished) -> [String] {
        var lines = [style.paint(String(repeating: "─", count: 12), .dim)]
        let failing = finished.results.filter { $0.status.failsRun }
        if !failing.isEmpty {
            lines.append(style.paint("Failures (\(failing.count)):", .bold))
            for result in failing {
                lines += failureBlock(result)
            }
        }
        let flaky = finished.results.filter { $0.status == .flaky }
        if !flaky.isEmpty {
            lines.append(style.paint("Flaky (\(flaky.count)): passed after failing", .bold))
            for result in flaky {
                let history = result.attempts.map { Self.verdict(of: $0) }.joined(separator: " → ")
                lines.append("  \(result.id)  \(history)")
                if let failed = result.attempts.first(where: { $0.status.failsRun }) {
                    lines += failed.issues.filter { !$0.isKnownFailure }.map {
                        "    " + Self.issueLine($0, id: result.id)
                    }
                }
            }
        }
        let slowest = finished.results.filter { $0.duration >= 0.1 }.sorted { $0.duration > $1.duration }.prefix(
            slowestCount)
        if !slowest.isEmpty {
            lines.append(style.paint("Slowest:", .bold))
            lines += slowest.map { "  [\(Self.duration($0.duration))] \($0.id)" }
        }
        let summary = finished.summary
        var tail =
            "     Summary [\(Self.duration(summary.duration))] \(summary.total) "
            + "test\(summary.total == 1 ? "" : "s") run"
        let swiftTesting = finished.results.filter { $0.framework == .swiftTesting }.count
        if swiftTesting > 0 { tail += " (\(summary.total - swiftTesting) XCTest, \(swiftTesting) Swift Testing)" }
        if summary.interrupted { tail += " (interrupted: not every test ran)" }
        lines.append(style.paint(tail, .bold))
        let colour: ConsoleStyle.Colour = summary.failing > 0 || summary.interrupted ? .red : .green
        lines.append(style.paint(summary.line, colour))
        return lines
    }

    /// One failing test: its verdict, every issue, and its captured output.
    func failureBlock(_ result: TestResult) -> [String] {
        let (word, colour) = Self.word(for: result)
        var lines = [
            "",
            style.paint("--- \(word) \(result.id)", colour) + " [\(Self.duration(result.duration))]"
                + (result.repetition > 1 ? " repetition \(result.repetition)" : ""),
        ]
        guard let last = result.attempts.last else { return lines }
        if result.attempts.count > 1 {
            lines.append("    attempts: " + result.attempts.map { Self.verdict(of: $0) }.joined(separator: " → "))
        }
        for issue in last.issues where !issue.isKnownFailure {
            lines.append("    " + Self.issueLine(issue, id: result.id))
        }
        if ConsoleFormatter.showsOutput(status: result.status, captured: captured) {
            for (name, text) in [("stdout", last.stdout), ("stderr", last.stderr)] where !text.isEmpty {
                lines.append(
                    style.paint("    ── \(name)\(last.outputTruncated ? " (cut to the capture limit)" : "") ──", .dim))
                var body = text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                if body.last == "    " { body.removeLast() }
                lines += body
            }
        }
        return lines
    }

    /// `/src/T.swift:12: error: Class.test : message`, as XCTest prints issues.
    static func issueLine(_ issue: IssueRecord, id: TestIdentifier) -> String {
        let location = issue.location.map { "\($0.file):\($0.line): " } ?? ""
        return "\(location)error: \(id.xctestName) : \(issue.description)"
    }

    /// Whether the console prints a finished test's captured output: for failing attempts and
    /// flaky results, never when output was streamed live.
    package static func showsOutput(status: TestStatus, captured: Bool) -> Bool {
        captured && (status.failsRun || status == .flaky)
    }
}
