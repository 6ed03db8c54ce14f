import HarnessModel
import HarnessWire

extension HTMLReportFormatter {
    /// A crashed attempt's cause as the Swift runtime printed it before the signal ("Fatal
    /// error: Index out of range", with the runtime's own file:line), and where the test is
    /// declared when the context knows it: its `file:line` a location the page opens (the
    /// source view, the editor). The signal alone, in the attempt's issue, says little.
    func crashHTML(_ attempt: TestAttempt, of result: TestResult, context: HTMLReportContext) -> String {
        var html = ""
        if let crash = CrashMessage(in: attempt.stderr + "\n" + attempt.stdout) {
            let place = crash.location.map { " (\($0.file):\($0.line))" } ?? ""
            html += "<p class=\"crash\">\(Self.escape(crash.text + place))</p>\n"
        }
        if let declared = context.declaration(result.id) {
            html +=
                "<p class=\"location\">The test is declared at <code>"
                + "\(Self.escape("\(declared.file):\(declared.line)"))</code></p>\n"
        }
        return html
    }
}
