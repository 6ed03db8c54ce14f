extension HTMLReportFormatter {
    /// The report's list of the files its source view holds (a run with `--coverage`): each
    /// opens the source view at its first covered line, with how much of it the run covered;
    /// then each file left out, and why, in one line.
    func sourcesSection(_ sources: ReportSources) -> String {
        var html =
            "<section id=\"report-sources\" aria-labelledby=\"report-sources-title\">"
            + "<h2 id=\"report-sources-title\">Covered sources</h2>\n"
        if sources.files.isEmpty {
            html += "<p class=\"note\">The run's coverage counted no file of the package.</p>\n"
        } else {
            html += "<ul>\n"
            for file in sources.files {
                let covered = file.coverage.executed.reduce(0) { $0 + $1.count }
                let counted = covered + file.coverage.missed.reduce(0) { $0 + $1.count }
                let first = file.coverage.executed.first?.lowerBound ?? 1
                html +=
                    "<li><button type=\"button\" class=\"link open-source\" data-file=\"\(Self.escape(file.file))\" "
                    + "data-line=\"\(first)\">\(Self.escape(file.file))</button> "
                    + "<span class=\"note\">\(covered) of \(counted) lines covered</span></li>\n"
            }
            html += "</ul>\n"
        }
        for note in sources.notes { html += "<p class=\"note\">\(Self.escape(note))</p>\n" }
        return html + "</section>\n"
    }
}
