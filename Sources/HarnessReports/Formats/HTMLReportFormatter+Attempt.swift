import Foundation
import HarnessModel
import HarnessWire

extension HTMLReportFormatter {
    /// One attempt: its headline, each issue with its activities and source lines, the
    /// expected failures, a parameterized function's cases, measurements, attachments, then its
    /// output (collapsed).
    func attemptHTML(_ attempt: TestAttempt, of result: TestResult, context: HTMLReportContext) -> String {
        let words = AttemptDescription(attempt)
        var html = "<section class=\"attempt \(attempt.status.rawValue)\">\n"
        let prefix = result.attempts.count > 1 ? "Attempt \(attempt.number) of \(result.attempts.count): " : ""
        // The headline says why the attempt did not pass; a lone failure's headline is its
        // first issue, shown in full just below, so it is not said twice.
        let saidBelow = attempt.status == .failed && !words.failingIssues.isEmpty
        let headline =
            (attempt.status == .passed || saidBelow) && prefix.isEmpty
            ? ""
            : prefix + (saidBelow ? "failed" : words.headline)
        // Headings follow the detail's own (its test's h2): the headline an h3, its parts below
        // it; with no headline, the parts are h3 themselves (axe-core's heading order).
        if !headline.isEmpty { html += "<h3 class=\"headline\">\(Self.escape(headline))</h3>\n" }
        let part = headline.isEmpty ? "h3" : "h4"
        if attempt.status == .crashed { html += crashHTML(attempt, of: result, context: context) }
        for issue in words.failingIssues {
            html += issueHTML(issue, context: context)
        }
        for line in words.knownDetails {
            html += "<p class=\"known\">\(Self.escape(line))</p>\n"
        }
        if !attempt.cases.isEmpty {
            html += "<div class=\"cases\"><\(part) class=\"part\">Cases</\(part)><ul>\n"
            for testCase in attempt.cases {
                html +=
                    "<li class=\"\(testCase.outcome.rawValue)\">\(testCase.outcome.rawValue): "
                    + "\(Self.escape(testCase.arguments))</li>\n"
            }
            html += "</ul></div>\n"
        }
        for measured in attempt.measurements {
            html += measurementHTML(measured)
        }
        if !attempt.attachments.isEmpty {
            html += "<div class=\"attachments\"><\(part) class=\"part\">Attachments</\(part)>\n"
            for attachment in attempt.attachments { html += attachmentHTML(attachment, context: context) }
            html += "</div>\n"
        }
        html += outputHTML(stdout: attempt.stdout, stderr: attempt.stderr, truncated: attempt.outputTruncated)
        return html + "</section>\n"
    }

    /// A test's stdout and stderr, each a collapsed block with its line count (open: shown).
    func outputHTML(stdout: String, stderr: String, truncated: Bool, open: Bool = false) -> String {
        var html = ""
        for (name, text) in [("stdout", stdout), ("stderr", stderr)] where !text.isEmpty {
            let lines = CapturedLines.count(in: text)
            let note = truncated ? ", cut to the capture limit" : ""
            html += "<details class=\"output\"\(open ? " open" : "")>"
            html += "<summary>\(name) (\(lines) line\(lines == 1 ? "" : "s")\(note))</summary>"
            html += "<pre>\(Self.escape(JUnitText.tail(text, limit: outputLimit)))</pre></details>\n"
        }
        return html
    }

    /// An issue: the activity path it happened in, its message, `file:line` and the source
    /// around that line, read now.
    func issueHTML(_ issue: IssueRecord, context: HTMLReportContext) -> String {
        var html = "<div class=\"issue\">\n"
        if !issue.activities.isEmpty {
            html += "<p class=\"activities\" aria-label=\"Activities\">"
            html += issue.activities.map { "<span class=\"activity\">\(Self.escape($0))</span>" }.joined(
                separator: " › ")
            html += "</p>\n"
        }
        html += "<p class=\"message\">\(Self.escape(issue.description))</p>\n"
        if let location = issue.location {
            html += "<p class=\"location\"><code>\(Self.escape("\(location.file):\(location.line)"))</code></p>\n"
            html += sourceHTML(location, context: context)
        }
        return html + "</div>\n"
    }

    /// Two lines either side of `location`, numbered, the line itself marked; one line saying
    /// so when the file cannot be read.
    func sourceHTML(_ location: SourceLocation, context: HTMLReportContext, around: Int = 2) -> String {
        // Failure ignored: an unreadable source is said in the page, below.
        guard let data = try? context.readFile(location.file) else {
            return
                "<p class=\"unreadable\">Source not shown: \(Self.escape(location.file)) could not be read "
                + "when the report was made.</p>\n"
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else {
            return
                "<p class=\"unreadable\">Source not shown: \(Self.escape(location.file)) has no line "
                + "\(location.line) now.</p>\n"
        }
        let range = max(1, location.line - around)...min(lines.count, location.line + around)
        let width = String(range.upperBound).count
        var html = "<pre class=\"source\">"
        for number in range {
            let mark = number == location.line
            let text = String(number).leftPadded(to: width, with: " ") + (mark ? " ▶ " : "   ") + lines[number - 1]
            // A marked line is a block of its own: no newline after it, or a blank line shows.
            html += mark ? "<mark>\(Self.escape(text))</mark>" : "\(Self.escape(text))\n"
        }
        return html + "</pre>\n"
    }

    /// An attachment: an image inline, text shown, any other file linked; a deleted one in
    /// one line saying why.
    func attachmentHTML(_ attachment: AttachmentRecord, context: HTMLReportContext) -> String {
        let activities =
            attachment.activities.isEmpty
            ? ""
            : " <span class=\"activities\">in \(attachment.activities.map(Self.escape).joined(separator: " › "))</span>"
        let title =
            "<span class=\"name\">\(Self.escape(attachment.name))</span> <span "
            + "class=\"meta\">\(Self.escape(attachment.uniformTypeIdentifier)), \(attachment.byteCount) "
            + "bytes, \(attachment.lifetime.rawValue)</span>\(activities)"
        guard let path = attachment.path else {
            return
                "<div class=\"attachment missing\"><p>\(title)</p><p "
                + "class=\"note\">\(Self.escape(attachment.note ?? "not kept"))</p></div>\n"
        }
        let link = "<a href=\"\(Self.escape(context.attachmentLink(path)))\">\(Self.escape(path))</a>"
        var html = "<div class=\"attachment \(attachment.presentation.rawValue)\"><p>\(title)</p>\n"
        // Failure ignored: an unreadable image or text is said in the page, below.
        let data = try? context.readFile(path)
        switch (attachment.presentation, data) {
        case (.image, let data?) where data.count <= inlineLimit:
            html +=
                "<img src=\"data:\(attachment.mediaType);base64,\(data.base64EncodedString())\" "
                + "alt=\"\(Self.escape(attachment.name))\">\n"
        case (.text, let data?) where data.count <= inlineLimit:
            html += "<pre class=\"attachment-text\">\(Self.escape(String(decoding: data, as: UTF8.self)))</pre>\n"
        case (.image, nil), (.text, nil):
            html += "<p class=\"unreadable\">Not shown: the file could not be read when the report was made.</p>\n"
        default:
            break
        }
        return html + "<p class=\"file\">\(link)</p></div>\n"
    }

    /// `file:///path`, with the characters a URL cannot hold escaped.
    package static func fileURL(_ path: String) -> String {
        "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}
