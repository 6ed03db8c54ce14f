import Foundation
import HarnessModel
import HarnessReports
import HarnessWire
import Testing

/// A test the stop interrupted, as each reporter says it: one console line, one JSON line with
/// its output, the navigator's detail with that output and no verdict.
struct StoppedTestReportTests {
    static let stopped = RunnerEvent.TestStopped(
        id: TestIdentifier(module: "M", className: "HangTests", method: "testHangs"), bundle: "SuitePackageTests",
        attempt: 1, duration: 2.5, stdout: "waiting\nstill <waiting>\n", stderr: "")

    @Test func theConsoleSaysItInOneLineWithoutAVerdict() {
        let lines = ConsoleFormatter(style: .plain).lines(for: .testStopped(Self.stopped))
        #expect(
            lines == [
                "     STOPPED [   2.500s] M.HangTests/testHangs  no verdict: the run was stopped while it ran; "
                    + "it printed 2 lines before (--json has them)"
            ])
        var beside = Self.stopped
        beside.stdout = ""
        beside.ranBesideOthers = true
        #expect(
            ConsoleFormatter(style: .plain).lines(for: .testStopped(beside)).first?.hasSuffix(
                "no verdict: the run was stopped while it ran; it ran beside other tests, whose output is no one test's"
            )
                == true)
    }

    @Test func theJSONLineCarriesItsOutput() throws {
        let line = RunnerEventJSONFormatter().line(for: .testStopped(Self.stopped), time: 10)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "testStopped")
        #expect(object["stdout"] as? String == "waiting\nstill <waiting>\n")
        #expect(object["duration"] as? Double == 2.5)
    }

    @Test func theDetailShowsItsOutputOpenAndNoVerdict() {
        let html = HTMLReportFormatter(generated: Date()).stoppedDetail(Self.stopped)
        #expect(html.contains("Stopped after 2.500 s: no verdict from this run"))
        #expect(html.contains("<details class=\"output\" open><summary>stdout (2 lines)</summary>"))
        #expect(html.contains("still &lt;waiting&gt;"))
        #expect(!html.contains("passed"))
        var silent = Self.stopped
        silent.stdout = ""
        #expect(
            HTMLReportFormatter(generated: Date()).stoppedDetail(silent).contains("It printed nothing before the stop.")
        )
    }
}
