import Foundation
import HarnessRunner
import HarnessWire
import Testing

@Suite("HTMLReportFormatter: one self-contained page, failures first")
struct HTMLReportFormatterTests {
    static let page = HTMLReportFormatter(generated: ReportSamples.timestamp)
        .html(for: ReportSamples.finished, notices: ["test plan key <codeCoverage> ignored"])

    @Test("matches the golden page")
    func golden() throws {
        let golden = try ReportSamples.checkGolden(Self.page, name: "report.html")
        #expect(golden.actual == golden.expected)
    }

    @Test("failures come before flaky, skipped and passed tests")
    func order() throws {
        let positions = ["BasicTests/testDivision", "SlowTests/testHang", "FlakyTests/testNetwork", "BasicTests/testGPU", "BasicTests/testAddition"]
            .map { name in Self.page.range(of: name).map { Self.page.distance(from: Self.page.startIndex, to: $0.lowerBound) } ?? -1 }
        #expect(!positions.contains(-1))
        #expect(positions[0] < positions[2] && positions[1] < positions[2])
        #expect(positions[2] < positions[3] && positions[3] < positions[4])
    }

    @Test("nothing a test printed or said becomes markup")
    func escapesEverything() {
        #expect(!Self.page.contains("<tag>"))
        #expect(!Self.page.contains("<b>"))
        #expect(!Self.page.contains("<codeCoverage>"))
        #expect(Self.page.contains("printed &lt;tag&gt; &amp; ^[[31mred^[[0m"))
        #expect(!Self.page.contains("<script"))
        #expect(!Self.page.contains("http"))
    }

    @Test("escape replaces the five special characters", arguments: [
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("a & \"b\"", "a &amp; &quot;b&quot;"),
        ("plain", "plain"),
    ])
    func escape(input: String, expected: String) {
        #expect(HTMLReportFormatter.escape(input) == expected)
    }
}
