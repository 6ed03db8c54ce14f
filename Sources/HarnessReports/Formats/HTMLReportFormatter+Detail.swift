import HarnessModel
import HarnessWire

extension HTMLReportFormatter {
    /// Each test's detail as an inert `template` the page shows when the test is selected
    /// (`detail-` + its anchor, as in the model).
    func detailTemplates(_ run: RunnerEvent.RunFinished, context: HTMLReportContext) -> String {
        var html = ""
        for result in run.results {
            html += "<template id=\"detail-\(Self.anchor(result.id, repetition: result.repetition))\">\n"
            html += testDetail(result, context: context)
            html += "</template>\n"
        }
        return html
    }

    /// One test's detail, the same on the live page (`GET /api/detail`) and in the report: where
    /// it ran and its facts, then each attempt.
    package func testDetail(_ result: TestResult, context: HTMLReportContext) -> String {
        var facts = ["\(JUnitReportFormatter.seconds(result.duration)) s"]
        if result.framework != .xctest { facts.append(result.framework.displayName) }
        if result.attempts.count > 1 { facts.append("\(result.attempts.count) attempts") }
        if result.repetition > 1 { facts.append("repetition \(result.repetition)") }
        if let last = result.attempts.last, !last.measurements.isEmpty { facts.append("performance") }
        var html = "<div class=\"result \(result.status.rawValue)\">\n"
        html +=
            "<p class=\"meta\">\(Self.escape(result.id.description)) in \(Self.escape(result.bundle)) · "
            + "<span class=\"facts\">\(Self.escape(facts.joined(separator: " · ")))</span></p>\n"
        for attempt in result.attempts {
            html += attemptHTML(attempt, of: result, context: context)
        }
        return html + "</div>\n"
    }

    /// Groups in first-seen order (the run's listing order).
    package static func grouped(_ results: [TestResult], by key: (TestResult) -> String) -> [(String, [TestResult])] {
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
