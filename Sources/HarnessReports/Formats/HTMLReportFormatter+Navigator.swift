import HarnessModel
import HarnessWire

extension HTMLReportFormatter {
    /// The navigator: one collapsible `details` per bundle (test module), class and test.
    /// Groups holding a failing test start open, so the first screen shows what went wrong.
    func navigator(_ run: RunnerEvent.RunFinished, context: HTMLReportContext) -> String {
        var html = "<main id=\"navigator\" aria-label=\"Tests by bundle and class\">\n<h2>Tests</h2>\n"
        for (module, moduleResults) in Self.grouped(run.results, by: \.id.module) {
            let host = context.testBundles.first { $0.module == module }?.host
            let kind = host.map { "application · \($0.hostDescription)" } ?? "library"
            let products = Set(moduleResults.map(\.bundle)).sorted().joined(separator: ", ")
            html +=
                "<details class=\"bundle\" "
                + "data-kind=\"\(host == nil ? "library" : "application")\"\(Self.openIfFailing(moduleResults))>\n"
            html += "<summary><span class=\"name\">\(Self.escape(module))</span> "
            html +=
                "<span class=\"kind\">\(Self.escape(kind)) · \(Self.escape(products))</span> "
                + "\(Self.counts(moduleResults))</summary>\n"
            for (className, classResults) in Self.grouped(moduleResults, by: \.id.className) {
                html += "<details class=\"suite\"\(Self.openIfFailing(classResults))>\n"
                html +=
                    "<summary><span class=\"name\">\(Self.escape(className))</span> "
                    + "\(Self.counts(classResults))</summary>\n"
                html += "<ul class=\"tests\">\n"
                for result in classResults { html += "<li>\(testElement(result, context: context))</li>\n" }
                html += "</ul>\n</details>\n"
            }
            html += "</details>\n"
        }
        return html + "</main>\n"
    }

    /// One test: its status, name and duration in the summary; its attempts inside.
    func testElement(_ result: TestResult, context: HTMLReportContext) -> String {
        let status = result.status.rawValue
        let searchable = ([result.id.description] + result.attempts.flatMap { $0.issues.map(\.description) }).joined(
            separator: " ")
        var html = "<details class=\"test \(status)\" id=\"\(Self.anchor(result.id, repetition: result.repetition))\" "
        html +=
            "data-status=\"\(status)\" "
            + "data-search=\"\(Self.escape(searchable.lowercased()))\"\(result.status.failsRun ? " open" : "")>\n"
        html += "<summary><span class=\"badge \(status)\">\(Self.escape(Self.statusWord(result.status)))</span> "
        html += "<span class=\"name\">\(Self.escape(result.id.method))</span> "
        var facts = ["\(JUnitReportFormatter.seconds(result.duration)) s"]
        if result.framework != .xctest { facts.append(result.framework.displayName) }
        if result.attempts.count > 1 { facts.append("\(result.attempts.count) attempts") }
        if result.repetition > 1 { facts.append("repetition \(result.repetition)") }
        if let last = result.attempts.last, !last.measurements.isEmpty { facts.append("performance") }
        html += "<span class=\"facts\">\(Self.escape(facts.joined(separator: " · ")))</span></summary>\n"
        html +=
            "<div class=\"detail\">\n<p class=\"meta\">\(Self.escape(result.id.description)) in "
            + "\(Self.escape(result.bundle))</p>\n"
        for attempt in result.attempts {
            html += attemptHTML(attempt, of: result, context: context)
        }
        return html + "</div>\n</details>"
    }

    /// `3 tests: 1 failed, 2 passed · 0.504 s`.
    static func counts(_ results: [TestResult]) -> String {
        var parts: [String] = []
        for status in statusOrder {
            let count = results.filter { $0.status == status }.count
            if count > 0 {
                parts.append("<span class=\"count \(status.rawValue)\">\(count) \(escape(statusWord(status)))</span>")
            }
        }
        let total = results.count == 1 ? "1 test" : "\(results.count) tests"
        let seconds = JUnitReportFormatter.seconds(results.reduce(0) { $0 + $1.duration })
        return "<span class=\"counts\">\(total): \(parts.joined(separator: ", ")) · \(seconds) s</span>"
    }

    static func openIfFailing(_ results: [TestResult]) -> String {
        results.contains { $0.status.failsRun } ? " open" : ""
    }

    /// Groups in first-seen order (the run's listing order).
    static func grouped(_ results: [TestResult], by key: (TestResult) -> String) -> [(String, [TestResult])] {
        var order: [String] = []
        var groups: [String: [TestResult]] = [:]
        for result in results {
            let name = key(result)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(result)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
