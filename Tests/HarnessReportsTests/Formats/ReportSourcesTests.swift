import Foundation
import HarnessModel
import HarnessReports
import HarnessTestSupport
import Testing

@Suite("ReportSources: a covered run's sources in the --html report, bounded, said when left out")
struct ReportSourcesTests {
    @Test("a file as the source view reads it: its lines, its gutter, the tests of its lines")
    func oneFile() throws {
        var sources = ReportSources()
        sources.add(
            file: "Sources/Lib/a.swift", text: "let x = 1\nlet y = 2\n", executed: [1...1], missed: [2...2],
            tests: [.init(id: "M.C/testOne", lines: [1...1])])
        let json = sources.json
        #expect(
            json
                == #"{"files":[{"coverage":{"executed":[[1,1]],"missed":[[2,2]]},"file":"Sources/Lib/a.swift","#
                + #""lines":["let x = 1","let y = 2"],"tests":[{"id":"M.C/testOne","lines":[[1,1]]}]}],"notes":[]}"#)
        #expect(try JSONDecoder().decode(ReportSources.self, from: Data(json.utf8)).files == sources.files)
    }

    @Test("no text can end the element that holds the sources")
    func escapesTheElement() {
        var sources = ReportSources()
        sources.add(file: "a.swift", text: "// </script><script>alert(1)", executed: [], missed: [], tests: [])
        #expect(!sources.json.contains("<"))
        #expect(sources.json.contains(#"\u003c/script>"#))
    }

    @Test("a file too large, and files beyond the report's total, are left out in one line each")
    func bounded() {
        var sources = ReportSources()
        let big = String(repeating: "x", count: ReportSources.largestFile + 1)
        sources.add(file: "Big.swift", text: big, executed: [], missed: [], tests: [])
        let fits = String(repeating: "y\n", count: ReportSources.largestFile / 2)
        for index in 0..<9 { sources.add(file: "F\(index).swift", text: fits, executed: [], missed: [], tests: []) }
        #expect(sources.files.map(\.file) == (0..<8).map { "F\($0).swift" })
        #expect(
            sources.notes == [
                "Big.swift is left out of the report's source view: \(ReportSources.largestFile + 1) bytes (a report "
                    + "embeds files up to \(ReportSources.largestFile) bytes)",
                "F8.swift is left out of the report's source view: the report already embeds "
                    + "\(ReportSources.largestTotal) bytes of source (at most \(ReportSources.largestTotal))",
            ])
    }

    @Test("a summary run's files say why no test is named; a per-test file no test ran says so")
    func testsNotes() {
        var sources = ReportSources()
        sources.add(file: "a.swift", text: "", executed: [], missed: [], tests: [], perTest: false)
        sources.add(file: "b.swift", text: "", executed: [], missed: [], tests: [])
        #expect(sources.files[0].testsNote?.hasPrefix("the run's coverage was not per test") == true)
        #expect(sources.files[1].testsNote == "no test's per-test coverage ran b.swift")
    }

    @Test("the report written again with its sources: the data, the list of files, each left-out file's line")
    func reporterIncludes() throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report.html").path
        let html = HTMLReporter(path: path, now: { ReportSamples.timestamp })
        html.handle(.runStarted(.init(testCount: 8, bundleCount: 2, workerCount: 2)))
        html.handle(.runFinished(ReportSamples.finished))
        let plain = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!plain.contains(#"<script type="application/json" id="harness-sources">"#))
        #expect(!plain.contains(#"<section id="report-sources""#))
        var sources = ReportSources()
        sources.add(file: "Sources/Lib/a.swift", text: "let x = 1\n", executed: [1...1], missed: [], tests: [])
        _ = sources.fits("Sources/Lib/Huge.swift", bytes: ReportSources.largestFile + 1)
        html.include(sources)
        try html.finish()
        let covered = try String(contentsOfFile: path, encoding: .utf8)
        #expect(covered.contains(#"<script type="application/json" id="harness-sources">{"files":"#))
        #expect(
            covered.contains(
                #"<button type="button" class="link open-source" data-file="Sources/Lib/a.swift" data-line="1">"#))
        #expect(covered.contains("1 of 1 lines covered"))
        #expect(covered.contains("Sources/Lib/Huge.swift is left out of the report&#39;s source view"))
    }
}
