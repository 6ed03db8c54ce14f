import Foundation
import HarnessRunner
import HarnessTestSupport
import Testing

/// The HTML report in a real browser (Debian's headless Chromium): its script runs without
/// error, every part a reader needs is in the DOM the browser built, the status filter and the
/// search hide what they should, and screenshots at desktop and phone width are written for a
/// person to look at (`HARNESS_REPORT_SCREENSHOTS=DIR` keeps them).
@Suite("HTML report in headless Chromium", .serialized)
struct HTMLReportBrowserTests {
    static func pageURL(query: String = "") throws -> (URL, URL) {
        let folder = try ReportSamples.temporaryDirectory()
        let file = folder.appendingPathComponent("report.html")
        try Data(HTMLReportFormatterTests.page.utf8).write(to: file)
        var components = URLComponents(url: file, resolvingAgainstBaseURL: false)
        components?.query = query.isEmpty ? nil : query
        return (components?.url ?? file, folder)
    }

    @Test("the browser builds the navigator, failure detail, attachments, chart and run facts; the script runs")
    func domHoldsEveryPart() throws {
        let (url, folder) = try Self.pageURL()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try HeadlessBrowser.dumpDOM(of: url)
        #expect(dom.contains(#"data-ready="true""#), "the page's script did not finish")
        for fragment in [
            #"<main id="navigator""#, #"class="row bundle""#, #"data-kind="library""#, #"data-kind="application""#,
            #"class="row suite""#, #"class="row test""#, #"<input type="search" id="filter""#,
            #"data-status="timedOut""#, #"<pre class="source">"#, "<mark>", #"class="activities""#,
            #"<details class="output">"#, #"<img src="data:image/png;base64,"#, #"<pre class="attachment-text">"#,
            #"<svg class="chart""#, #"<rect class="band""#, #"<line class="baseline""#, #"<section id="run""#,
            "replay with --random-order 42", #"<ol id="slowest">"#, "10 of 10 tests shown",
        ] {
            #expect(dom.contains(fragment), "missing from the DOM: \(fragment)")
        }
        #expect(
            dom.contains("<div id=\"result\">\n<div class=\"result failed\">"),
            "the first failing test's detail is shown")
        #expect(!dom.contains(#"id="run-failed""#), "a report has no Run failed")
    }

    @Test("filtering by status and searching leave only the matching tests and their groups")
    func filterAndSearch() throws {
        let (url, folder) = try Self.pageURL(query: "status=crashed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try HeadlessBrowser.dumpDOM(of: url)
        #expect(dom.contains("1 of 10 tests shown"))
        #expect(dom.components(separatedBy: #"<div class="row test" role="treeitem""#).count - 1 == 1)
        #expect(!dom.contains(#"data-kind="library""#), "the bundle without a crash is not drawn")
        #expect(dom.contains(#"data-kind="application""#))
        let (searchURL, searchFolder) = try Self.pageURL(query: "q=network")
        defer { try? FileManager.default.removeItem(at: searchFolder) }
        let searched = try HeadlessBrowser.dumpDOM(of: searchURL)
        #expect(searched.contains("1 of 10 tests shown"))
    }

    @Test("screenshots at desktop and phone width", arguments: [(1200, 2400, "desktop"), (390, 2400, "phone")])
    func screenshots(width: Int, height: Int, name: String) throws {
        let (url, folder) = try Self.pageURL()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = ProcessInfo.processInfo.environment["HARNESS_REPORT_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        let target = (keep ?? folder).appendingPathComponent("report-\(name).png")
        try HeadlessBrowser.screenshot(of: url, to: target, width: width, height: height)
        let size = (try FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int) ?? 0
        #expect(size > 10_000, "a screenshot of a real page is not a blank image")
    }
}
