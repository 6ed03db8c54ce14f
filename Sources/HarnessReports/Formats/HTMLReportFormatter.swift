import Foundation
import HarnessModel
import HarnessWire

/// Turns a finished run into one self-contained HTML page people want to open: the run's
/// verdict, a navigator tree (bundle → class → test) to filter by status and search, each
/// test's attempts with their issues, source lines, activities, output, attachments and
/// performance charts, and the run itself (command line, seed, machine, slowest tests).
///
/// ```
///  header (verdict, counts, exit code) ─ controls (search, status filters) ─ navigator
///    bundle (library | application + host) ─► class ─► test ─► attempts, issues + source,
///    activities, stdout/stderr, attachments (inline), measurements (SVG chart)
///  ─ the run (command line, seed, machine, partition, slowest tests, notices)
/// ```
///
/// Pure apart from reading source files and kept attachments at report time (through the
/// context's `readFile`, injectable); the generation time is a parameter. Everything from a
/// test is escaped; the page's own small script only filters and searches, and without it the
/// page still shows everything. No external resource: the file works offline and alone.
///
/// ```swift
/// let html = HTMLReportFormatter(generated: Date()).html(for: finished, notices: notices, context: context)
/// ```
package struct HTMLReportFormatter: Sendable {
    /// When the report was made, shown under the title.
    package var generated: Date
    /// The most characters of one stream of output shown per attempt (the end is kept).
    package var outputLimit: Int
    /// The largest attachment shown inline (bytes); larger ones are linked.
    package var inlineLimit: Int = 2 << 20

    package init(generated: Date, outputLimit: Int = 1 << 20) {
        self.generated = generated
        self.outputLimit = outputLimit
    }

    /// The page.
    package func html(for run: RunnerEvent.RunFinished, notices: [String] = [], context: HTMLReportContext = .init())
        -> String
    {
        var page = HTMLPageAssets.head(title: "Harness test report: \(run.summary.line)")
        page += "<a class=\"skip\" href=\"#navigator\">Skip to the tests</a>\n"
        page += header(run)
        if !notices.isEmpty {
            page += "<section id=\"notices\" aria-label=\"Notices\"><h2>Notices</h2><ul>\n"
            for notice in notices { page += "<li>\(Self.escape(notice))</li>\n" }
            page += "</ul></section>\n"
        }
        page += controls(run)
        page += navigator(run, context: context)
        page += runSection(run, context: context)
        page += HTMLPageAssets.script
        page += "</body>\n</html>\n"
        return page
    }

    private func header(_ run: RunnerEvent.RunFinished) -> String {
        let verdict = run.summary.failing > 0 || run.summary.interrupted ? "failed" : "passed"
        var html = "<header id=\"run-summary\" class=\"\(verdict)\">\n<h1>Harness test report</h1>\n"
        html += "<p class=\"summary\">\(Self.escape(run.summary.line))</p>\n"
        let facts = [
            "\(run.summary.total) test\(run.summary.total == 1 ? "" : "s")",
            "\(JUnitReportFormatter.seconds(run.summary.duration)) s",
            "exit code \(run.exitCode): \(RunnerExitCode.meaning(run.exitCode))",
            JUnitReportFormatter.timestampText(generated),
        ]
        html += "<p class=\"meta\">\(Self.escape(facts.joined(separator: " · ")))</p>\n"
        if run.summary.interrupted {
            html += "<p class=\"interrupted\">The run was interrupted: tests that did not run are not listed.</p>\n"
        }
        return html + "</header>\n"
    }

    /// The search box and one filter per status present, with its count.
    private func controls(_ run: RunnerEvent.RunFinished) -> String {
        var html = "<nav id=\"controls\" aria-label=\"Filter the tests\">\n"
        html +=
            "<label for=\"search\">Search</label> <input id=\"search\" type=\"search\" placeholder=\"test, "
            + "class or message\" autocomplete=\"off\">\n"
        html += "<fieldset id=\"status-filters\"><legend>Show</legend>\n"
        for status in Self.statusOrder {
            let count = run.results.filter { $0.status == status }.count
            guard count > 0 else { continue }
            html +=
                "<label class=\"filter \(status.rawValue)\"><input type=\"checkbox\" checked "
                + "data-status=\"\(status.rawValue)\"> "
            html += "\(Self.escape(Self.statusWord(status))) (\(count))</label>\n"
        }
        html += "</fieldset>\n"
        html +=
            "<button type=\"button\" id=\"expand-all\">Expand all</button> <button type=\"button\" "
            + "id=\"collapse-all\">Collapse all</button>\n"
        html += "<p id=\"filter-result\" role=\"status\" aria-live=\"polite\"></p>\n"
        return html + "</nav>\n"
    }

    /// The order statuses are listed in: what needs attention first.
    static let statusOrder: [TestStatus] = [.failed, .timedOut, .crashed, .hostLaunchFailed, .flaky, .skipped, .passed]

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
    package static func escape(_ text: String) -> String {
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

    /// A fragment identifier for a test: `test-M.C-testA` with anything unusual replaced.
    static func anchor(_ id: TestIdentifier, repetition: Int) -> String {
        let raw = "test-\(id.module).\(id.className)-\(id.method)" + (repetition > 1 ? "-r\(repetition)" : "")
        return String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" ? $0 : "_" })
    }
}
