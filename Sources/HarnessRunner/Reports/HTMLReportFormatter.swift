import Foundation

/// Turns a finished run into one self-contained HTML page: failures first, with their messages
/// and captured output, then flaky, skipped and passed tests.
///
/// Pure (the generation time is a parameter) and escaping everything that comes from a test:
/// names, messages and output may hold `<`, `&` or quotes, and a report must never run what a
/// test printed. No script, no external style sheet: the file can be mailed or archived alone.
///
/// ```swift
/// let html = HTMLReportFormatter(generated: Date()).html(for: finished, notices: ["key 'language' ignored"])
/// ```
public struct HTMLReportFormatter: Sendable {
    /// When the report was made, shown under the title.
    public var generated: Date
    /// The most characters of one stream of output shown per attempt (the end is kept).
    public var outputLimit: Int

    public init(generated: Date, outputLimit: Int = 1 << 20) {
        self.generated = generated
        self.outputLimit = outputLimit
    }

    /// The page.
    public func html(for run: RunnerEvent.RunFinished, notices: [String] = []) -> String {
        var page = Self.head
        page += "<h1>Harness test report</h1>\n"
        page += "<p class=\"meta\">\(Self.escape(JUnitReportFormatter.timestampText(generated))) · \(Self.escape(JUnitReportFormatter.seconds(run.summary.duration))) s · exit code \(run.exitCode)</p>\n"
        let verdict = run.summary.failing > 0 ? "failed" : "passed"
        page += "<p class=\"summary \(verdict)\">\(Self.escape(run.summary.line))</p>\n"
        if run.summary.interrupted {
            page += "<p class=\"interrupted\">The run was interrupted: tests that did not run are not listed.</p>\n"
        }
        if !notices.isEmpty {
            page += "<ul class=\"notices\">\n"
            for notice in notices { page += "<li>\(Self.escape(notice))</li>\n" }
            page += "</ul>\n"
        }
        for group in Self.groups {
            let members = run.results.filter { group.statuses.contains($0.status) }
            guard !members.isEmpty else { continue }
            page += "<h2>\(group.title) (\(members.count))</h2>\n"
            if group.detailed {
                for result in members { page += section(for: result) }
            } else {
                page += table(for: members)
            }
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// The order of the page: what needs attention first.
    static let groups: [(title: String, statuses: Set<TestStatus>, detailed: Bool)] = [
        ("Failed", [.failed, .timedOut, .crashed], true),
        ("Flaky", [.flaky], true),
        ("Skipped", [.skipped], false),
        ("Passed", [.passed], false),
    ]

    private func section(for result: TestResult) -> String {
        var html = "<section class=\"test \(result.status.rawValue)\">\n"
        html += "<h3><span class=\"badge\">\(Self.escape(Self.statusWord(result.status)))</span> \(Self.escape(result.id.description))</h3>\n"
        var facts = ["bundle \(result.bundle)", "\(JUnitReportFormatter.seconds(result.duration)) s"]
        if result.attempts.count > 1 { facts.append("\(result.attempts.count) attempts") }
        if result.repetition > 1 { facts.append("repetition \(result.repetition)") }
        html += "<p class=\"meta\">\(Self.escape(facts.joined(separator: " · ")))</p>\n"
        for attempt in result.attempts {
            html += attemptHTML(attempt, showNumber: result.attempts.count > 1)
        }
        return html + "</section>\n"
    }

    private func attemptHTML(_ attempt: TestAttempt, showNumber: Bool) -> String {
        let words = AttemptDescription(attempt)
        var html = "<div class=\"attempt \(attempt.status.rawValue)\">\n"
        let prefix = showNumber ? "Attempt \(attempt.number): " : ""
        html += "<p class=\"headline\">\(Self.escape(prefix + words.headline))</p>\n"
        let lines = words.details + words.knownDetails
        if !lines.isEmpty {
            html += "<pre class=\"issues\">\(Self.escape(lines.joined(separator: "\n")))</pre>\n"
        }
        for (name, text) in [("stdout", attempt.stdout), ("stderr", attempt.stderr)] where !text.isEmpty {
            let note = attempt.outputTruncated ? " (truncated at the capture limit)" : ""
            html += "<details open><summary>\(name)\(note)</summary><pre>\(Self.escape(JUnitText.tail(text, limit: outputLimit)))</pre></details>\n"
        }
        return html + "</div>\n"
    }

    private func table(for results: [TestResult]) -> String {
        var html = "<table>\n"
        for result in results {
            let note = result.status == .skipped ? result.attempts.last.map { AttemptDescription($0).headline } ?? "" : ""
            html += "<tr><td>\(Self.escape(result.id.description))</td><td>\(Self.escape(JUnitReportFormatter.seconds(result.duration))) s</td><td>\(Self.escape(note))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    static func statusWord(_ status: TestStatus) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "failed"
        case .skipped: "skipped"
        case .flaky: "flaky"
        case .timedOut: "timed out"
        case .crashed: "crashed"
        case .hostLaunchFailed: "host failed to launch"
        }
    }

    /// Text as HTML: the five characters that can end a text or an attribute are replaced, and
    /// what XML forbids is made visible.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in JUnitText.xmlSafe(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Harness test report</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
        .meta { color: #666; }
        .summary { font-size: 1.3em; font-weight: bold; }
        .summary.failed, .failed .badge, .timedOut .badge, .crashed .badge { color: #b00020; }
        .summary.passed { color: #1b7a1b; }
        .flaky .badge { color: #b36b00; }
        .interrupted { background: #fff3cd; padding: .5em; }
        section.test { border-left: 4px solid #b00020; padding-left: 1em; margin-bottom: 1.5em; }
        section.flaky { border-color: #b36b00; }
        pre { background: #f6f6f6; padding: .5em; overflow-x: auto; white-space: pre-wrap; }
        td { padding: .1em 1em .1em 0; }
        </style>
        </head>
        <body>

        """
}
