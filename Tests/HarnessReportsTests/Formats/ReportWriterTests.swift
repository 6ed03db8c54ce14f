import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessTestSupport
import Testing

@Suite("Report writers: atomic files, written at the end of every run")
struct ReportWriterTests {
    @Test("a report file is created with its folders, then replaced whole")
    func atomicReplace() throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nested/reports/junit.xml").path
        try ReportFile(path: path).write(Data("first".utf8))
        try ReportFile(path: path).write(Data("second".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        // No temporary file is left beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("nested/reports").path)
                == ["junit.xml"])
    }

    @Test("a path that cannot be written gives one line naming it")
    func unwritable() throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("file")
        try Data().write(to: blocker)
        let path = blocker.appendingPathComponent("junit.xml").path
        #expect(throws: ReportFile.Failure.self) { try ReportFile(path: path).write(Data()) }
        do {
            try ReportFile(path: path).write(Data())
        } catch {
            #expect(error.description.hasPrefix("'\(path)': cannot create its folder"))
        }
    }

    @Test("JUnit, JSON lines and HTML are written when the run finishes, interrupted or not", arguments: [false, true])
    func writtenAtEnd(interrupted: Bool) throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = JUnitReporter(
            path: directory.appendingPathComponent("junit.xml").path, hostname: "h", now: { ReportSamples.timestamp })
        let json = try JSONLinesReporter(destination: directory.appendingPathComponent("events.jsonl").path, now: { 1 })
        let html = HTMLReporter(
            path: directory.appendingPathComponent("report.html").path, now: { ReportSamples.timestamp })
        let fanOut = ReporterFanOut([junit, json, html])
        fanOut.handle(.runStarted(.init(testCount: 8, bundleCount: 2, workerCount: 2)))
        for result in ReportSamples.results { fanOut.handle(.testFinished(result)) }
        // Before the end, no report exists: a reader never sees half of one.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("events.jsonl").path))
        var finished = ReportSamples.finished
        finished.summary.interrupted = interrupted
        fanOut.handle(.runFinished(finished))
        try fanOut.finish()
        let lines = try String(contentsOf: directory.appendingPathComponent("events.jsonl"), encoding: .utf8).split(
            separator: "\n")
        #expect(lines.count == ReportSamples.results.count + 2)
        let xml = try Data(contentsOf: directory.appendingPathComponent("junit.xml"))
        #expect(try SchemaValidator.validate(xml).isValid)
        #expect(String(decoding: xml, as: UTF8.self).contains("harness.interrupted") == interrupted)
        #expect(
            try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8).contains(
                "The run was interrupted") == interrupted)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "events.jsonl", "junit.xml", "report.html",
            ])
    }

    @Test("a run that never finished is reported as a write failure, not silently")
    func neverFinished() throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = JUnitReporter(path: directory.appendingPathComponent("junit.xml").path)
        junit.handle(.runStarted(.init(testCount: 1, bundleCount: 1, workerCount: 1)))
        #expect(throws: ReportFile.Failure.self) { try junit.finish() }
    }
}
