import Foundation
import HarnessModel
import HarnessWire

/// Turns a finished run into one self-contained HTML page: `harness ui`'s navigator page
/// (``NavigatorPage``) in its read-only form, with the run's ``NavigatorModel`` embedded as
/// JSON and each test's detail (its attempts with their issues, source lines, activities,
/// cases, output, attachments and performance charts) as an inert `template`; the run's
/// verdict above the tree, its notices and facts (command line, seed, machine, slowest tests)
/// below.
///
/// ```
///  header (verdict, counts, exit code) ─ filters (Filter, status buttons, tag, slow, flaky)
///  navigator: bundle (library | application + host) ─► class / suite ─► test ─► case
///  detail: the selected test's attempts (``testDetail(_:context:)``, also `harness ui`'s)
///  ─ notices ─ the run (command line, seed, machine, partition, slowest tests)
/// ```
///
/// Pure apart from reading source files and kept attachments at report time (through the
/// context's `readFile`, injectable); the generation time is a parameter. Everything from a
/// test is escaped. No external resource: the file works offline and alone.
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

    /// The page: the navigator's page in its read-only form, with this run's model, details,
    /// verdict, notices and facts embedded.
    /// With `sources` (a run with `--coverage`), the page's source view works in the report,
    /// read-only, on the files the run covered.
    package func html(
        for run: RunnerEvent.RunFinished, notices: [String] = [], context: HTMLReportContext = .init(),
        sources: ReportSources? = nil
    ) -> String {
        var sections = sources.map(sourcesSection) ?? ""
        if !notices.isEmpty {
            sections += "<section id=\"notices\" aria-label=\"Notices\"><h2>Notices</h2><ul>\n"
            for notice in notices { sections += "<li>\(Self.escape(notice))</li>\n" }
            sections += "</ul></section>\n"
        }
        sections += runSection(run, context: context)
        let model = NavigatorModel(report: run, context: context)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // `<` as `\u003c`: no text in the model can end its element or open a comment. Failure ignored: the
        // model holds text and measured (finite) numbers only, so encoding it does not fail.
        let json =
            ((try? encoder.encode(model)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
            .replacingOccurrences(of: "<", with: "\\u003c")
        return NavigatorPage.html(
            report: NavigatorPage.Report(
                title: "Harness test report: \(run.summary.line)", header: header(run), sections: sections,
                modelJSON: json, details: detailTemplates(run, context: context), sourcesJSON: sources?.json))
    }

    private func header(_ run: RunnerEvent.RunFinished) -> String {
        let verdict = run.summary.failing > 0 || run.summary.interrupted ? "failed" : "passed"
        var html = "<div id=\"run-summary\" class=\"\(verdict)\">\n"
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
        return html + "</div>\n"
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
