import Foundation
import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessReports
@testable import HarnessRunner

@Suite("HTMLReportFormatter: one self-contained page to look at, not read")
struct HTMLReportFormatterTests {
    /// A 2×2 red PNG.
    static let png =
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==")
        ?? Data()

    /// The files the page reads at report time: one source file, two kept attachments.
    /// Everything else (the performance tests' source) is unreadable, as a moved file would be.
    static let files: [String: Data] = [
        "/src/Tests/CalcTests/BasicTests.swift": Data(
            (1...40).map { "    line \($0) of BasicTests.swift" }.joined(separator: "\n").utf8),
        ReportSamples.keptLog.path ?? "": Data("loaded <3> records\n".utf8),
        ReportSamples.keptImage.path ?? "": png,
    ]

    static let context = HTMLReportContext(
        commandLine: ["harness", "test", "--random-order", "42", "--html", "my report.html"],
        machine: "AMD EPYC, 2 cores, x86_64, Debian GNU/Linux 12", partition: "hash:1/2", randomSeed: 42,
        workerCount: 2,
        testBundles: [
            TestBundleSummary(module: "CalcTests", host: nil, testCount: 8),
            TestBundleSummary(
                module: "EngineTests",
                host: TestHostRecord(
                    module: "EngineTests", application: "Engine.EngineApp", delegateKind: .testing,
                    delegate: "EngineTests.TestingAppDelegate"), testCount: 2),
        ],
        readFile: { path in
            guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
            return data
        })

    static let page = HTMLReportFormatter(generated: ReportSamples.timestamp)
        .html(for: ReportSamples.finished, notices: ["test plan key <codeCoverage> ignored"], context: context)

    @Test("matches the golden page")
    func golden() throws {
        let golden = try ReportSamples.checkGolden(Self.page, name: "report.html")
        #expect(golden.actual == golden.expected)
    }

    /// The model the page embeds, decoded back.
    static func embeddedModel() throws -> NavigatorModel {
        let start = try #require(page.range(of: #"<script type="application/json" id="harness-model">"#))
        let end = try #require(page[start.upperBound...].range(of: "</script>"))
        return try JSONDecoder().decode(NavigatorModel.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
    }

    @Test("the page is the navigator's, read-only: its model embedded, no Run, Stop or Watch, nothing fetched")
    func sameNavigatorPage() throws {
        #expect(Self.page.contains(NavigatorPage.script), "the live page's own script")
        #expect(Self.page.contains(#"<div id="tree" role="tree" aria-label="Tests">"#))
        #expect(Self.page.contains(#"<body class="report">"#))
        for control in [#"<button type="button" id="run">"#, #"id="run-failed""#, #"id="stop""#, #"id="watch""#] {
            #expect(!Self.page.contains(control), "a report has no \(control)")
        }
        let model = try Self.embeddedModel()
        #expect(model.bundles.map(\.kind) == [.library, .application])
        #expect(
            model.bundles[1].hosts == [
                "hosted by Engine.EngineApp with EngineTests.TestingAppDelegate (testing delegate)"
            ])
        #expect(model.tests.count == ReportSamples.finished.results.count)
        let division = try #require(model.test(named: "CalcTests.BasicTests/testDivision"))
        #expect(division.status == .failed)
        #expect(division.anchor == "test-CalcTests.BasicTests-testDivision")
        #expect(division.message?.isEmpty == false)
    }

    @Test("each test's detail is a template named by its anchor, in the run's order")
    func detailTemplates() throws {
        let model = try Self.embeddedModel()
        let anchors = model.tests.compactMap(\.anchor)
        #expect(anchors.count == model.tests.count)
        let templates = Self.page.components(separatedBy: #"<template id="detail-"#).dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(templates.count == anchors.count)
        #expect(Set(templates) == Set(anchors))
        #expect(Self.page.contains(#"<template id="detail-test-CalcTests.BasicTests-testDivision">"#))
    }

    @Test("a Swift Testing test names its framework beside its duration; an XCTest test does not")
    func frameworkFact() {
        let id = TestIdentifier(module: "CalcTests", className: "Area", method: "fails()")
        var swiftTesting = TestResult(
            id: id, bundle: "B", attempts: [TestAttempt(number: 1, status: .passed, duration: 0.25)])
        let xctest = TestResult(
            id: TestIdentifier(module: "CalcTests", className: "C", method: "testOne"), bundle: "B",
            attempts: [TestAttempt(number: 1, status: .passed, duration: 0.25)])
        swiftTesting.framework = .swiftTesting
        let formatter = HTMLReportFormatter(generated: ReportSamples.timestamp)
        #expect(formatter.testDetail(swiftTesting, context: Self.context).contains(#"0.250 s · Swift Testing</span>"#))
        #expect(formatter.testDetail(xctest, context: Self.context).contains(#"0.250 s</span>"#))
    }

    @Test("a failure shows its source lines (read now), its activities; an unreadable file is one line")
    func failureDetail() {
        #expect(Self.page.contains("<mark>12 ▶     line 12 of BasicTests.swift</mark>13 "))
        #expect(
            !Self.page.contains(#"<h3 class="headline">XCTAssertEqual failed"#),
            "a lone failure's message is not said twice")
        #expect(Self.page.contains(#"<span class="activity">outer</span> › <span class="activity">inner</span>"#))
        #expect(
            Self.page.contains(
                "Source not shown: /src/Tests/CalcTests/PerformanceTests.swift could not be read when the "
                    + "report was made."
            ))
        #expect(Self.page.contains(#"<h3 class="headline">Attempt 1 of 2: failed</h3>"#))
        #expect(Self.page.contains(#"<p class="message">threw error &quot;Boom()&quot;</p>"#))
        #expect(Self.page.contains(#"<details class="output"><summary>stdout (1 line)</summary>"#))
    }

    @Test("attachments: image inline, text shown, deleted ones say why")
    func attachments() {
        #expect(
            Self.page.contains(
                #"<img src="data:image/png;base64,\#(Self.png.base64EncodedString())" alt="screen.png">"#))
        #expect(Self.page.contains(#"<pre class="attachment-text">loaded &lt;3&gt; records"#))
        #expect(Self.page.contains("deleted: the test passed (lifetime deleteOnSuccess)"))
        #expect(
            Self.page.contains(#"<a href="file:///runs/r1/CalcTests.BasicTests/testDivision/attempt-1/01-log.txt">"#))
    }

    @Test("performance: the same line as the console, and a chart with the baseline and its band")
    func performance() {
        #expect(
            Self.page.contains(
                "<figcaption>Time: average 0.01296 s, rsd 2.9%; +8% over baseline 0.012 s, allowed 10%</figcaption>"))
        #expect(Self.page.contains(#"<svg class="chart" role="img""#))
        #expect(Self.page.contains(#"<rect class="band""#))
        #expect(Self.page.contains(#"<line class="baseline""#))
        #expect(Self.page.components(separatedBy: #"<circle class="point""#).count - 1 == 10)
    }

    @Test("the run: command line, seed to replay, machine, partition, slowest tests, exit code's meaning")
    func runFacts() {
        #expect(Self.page.contains("<code>harness test --random-order 42 --html &#39;my report.html&#39;</code>"))
        #expect(Self.page.contains("seed 42: replay with --random-order 42"))
        #expect(Self.page.contains("<dd>AMD EPYC, 2 cores, x86_64, Debian GNU/Linux 12</dd>"))
        #expect(Self.page.contains("<dd>hash:1/2</dd>"))
        #expect(
            Self.page.contains(
                ##"<li><a href="#test-CalcTests.SlowTests-testHang">CalcTests.SlowTests/testHang</a> 2.500 s</li>"##))
        #expect(Self.page.contains("exit code 1: a test failed, timed out or crashed"))
    }

    @Test("nothing a test printed or said becomes markup; nothing is loaded from elsewhere")
    func escapesEverything() throws {
        #expect(!Self.page.contains("<tag>"))
        #expect(!Self.page.contains("<b>"))
        #expect(!Self.page.contains("<codeCoverage>"))
        #expect(Self.page.contains("printed &lt;tag&gt; &amp; ^[[31mred^[[0m"))
        #expect(
            Self.page.components(separatedBy: "<script").count == 3, "only the page's own script and its model")
        let model = try Self.embeddedModel()
        #expect(!model.tests.isEmpty)
        #expect(!Self.page.contains("http"))
        #expect(!Self.page.contains(" src=\"/") && !Self.page.contains("<link"))
    }

    @Test(
        "escape replaces the five special characters",
        arguments: [
            ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
            ("a & \"b\"", "a &amp; &quot;b&quot;"),
            ("plain", "plain"),
        ])
    func escape(input: String, expected: String) {
        #expect(HTMLReportFormatter.escape(input) == expected)
    }

    /// The opening tag that contains `fragment`.
    static func tag(containing fragment: String) -> String {
        guard let range = page.range(of: fragment),
            let start = page[..<range.lowerBound].lastIndex(of: "<"),
            let end = page[range.upperBound...].firstIndex(of: ">")
        else { return "" }
        return String(page[start...end])
    }
}
