import HarnessModel

extension HTMLReportFormatter {
    /// A test the run's stop interrupted (``RunnerEvent/TestStopped``), as the navigator's
    /// detail shows it: no verdict, how long it ran, and what it printed before the stop, open.
    ///
    /// ```swift
    /// let fragment = HTMLReportFormatter(generated: Date()).stoppedDetail(stopped)
    /// // <div class="result stopped">… Stopped after 2.031 s …<pre>waiting for the lock…</pre>
    /// ```
    package func stoppedDetail(_ stopped: RunnerEvent.TestStopped) -> String {
        var html = "<div class=\"result stopped\">\n"
        html +=
            "<p class=\"meta\">\(Self.escape(stopped.id.description)) in \(Self.escape(stopped.bundle)) · "
            + "<span class=\"facts\">\(JUnitReportFormatter.seconds(stopped.duration)) s</span></p>\n"
        html += "<section class=\"attempt stopped\">\n"
        html +=
            "<h3 class=\"headline\">Stopped after \(JUnitReportFormatter.seconds(stopped.duration)) s: "
            + "no verdict from this run</h3>\n"
        let output = outputHTML(
            stdout: stopped.stdout, stderr: stopped.stderr, truncated: stopped.outputTruncated, open: true)
        html += output.isEmpty ? "<p class=\"hint\">It printed nothing before the stop.</p>\n" : output
        if stopped.ranBesideOthers {
            html +=
                "<p class=\"hint\">It ran beside other tests: what was printed while they ran is no one test's, "
                + "and is not shown here.</p>\n"
        }
        return html + "</section>\n</div>\n"
    }
}
