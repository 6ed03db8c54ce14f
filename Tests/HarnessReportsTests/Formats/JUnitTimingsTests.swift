import Foundation
import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessReports

/// `--timings-from`: durations read back from JUnit reports, by test ID; a file that is not
/// one is one line naming it.
struct JUnitTimingsTests {
    @Test("Harness's own report read back: every case's time, by the ID the report names it with")
    func harnessReportRoundTrip() throws {
        let data = JUnitReportFormatter(timestamp: ReportSamples.timestamp, hostname: "ci").data(
            for: ReportSamples.finished)
        let cases = try JUnitTimings.cases(in: data, source: "report.xml")
        #expect(cases.map(\.id) == ReportSamples.results.map(\.id))
        for (read, result) in zip(cases, ReportSamples.results) {
            #expect(abs(read.seconds - result.duration) < 0.0005)
        }
    }

    @Test("swift test --xunit-output's shape; a test in two reports gets the mean of its times")
    func toolchainShapeAndMean() throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.xml")
        let second = directory.appendingPathComponent("b.xml")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites><testsuite name="TestResults" errors="0" tests="2" failures="0" time="1.5">
        <testcase classname="M.A" name="testOne" time="1.0"></testcase>
        <testcase classname="M" name="top()" time="0.5"/>
        <testcase classname="M.A" name="noTime"/>
        </testsuite></testsuites>
        """.write(to: first, atomically: true, encoding: .utf8)
        try """
        <testsuite name="Other"><testcase classname="M.A" name="testOne" time="3.0"/></testsuite>
        """.write(to: second, atomically: true, encoding: .utf8)
        let seconds = try JUnitTimings.read(paths: [first.path, second.path])
        #expect(
            seconds == [
                TestIdentifier(module: "M", className: "A", method: "testOne"): 2.0,
                TestIdentifier(module: "M", className: "", method: "top()"): 0.5,
            ])
    }

    @Test(
        "a file that is not XML, or not JUnit, is bad input naming it",
        arguments: [
            ("{\"kind\":\"runStarted\"}", "'t.xml' is not a JUnit report (it is not well-formed XML)"),
            ("<html><body/></html>", "'t.xml' is not a JUnit report (its root element is not <testsuites>"),
        ])
    func refusesWhatIsNotJUnit(text: String, message: String) {
        #expect {
            try JUnitTimings.cases(in: Data(text.utf8), source: "t.xml")
        } throws: { error in
            guard let failure = error as? HarnessFailure else { return false }
            return failure.code == RunnerExitCode.badInput && failure.message.hasPrefix(message)
        }
    }

    @Test("a report that cannot be read is bad input naming it")
    func missingFile() {
        #expect {
            try JUnitTimings.read(paths: ["/nonexistent/report.xml"])
        } throws: { error in
            (error as? HarnessFailure)?.message.contains("'/nonexistent/report.xml'") == true
        }
    }
}

/// A report cut short (a CI job cancelled while writing it) is not read as half a report.
struct JUnitTimingsTruncationTests {
    @Test("a report cut in the middle of a case is refused, naming the file")
    func truncatedReport() {
        #expect {
            try JUnitTimings.cases(
                in: Data(
                    #"<testsuites><testsuite name="B"><testcase classname="M.A" name="t" time="1"/><testcase "#.utf8),
                source: "cut.xml")
        } throws: { error in
            (error as? HarnessFailure)?.message.hasPrefix("'cut.xml' is not a JUnit report") == true
        }
    }
}
