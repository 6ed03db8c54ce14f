import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessTestSupport
import HarnessWire
import Testing

@Suite("RunnerEventJSONFormatter: the --json stream, version 1")
struct RunnerEventJSONFormatterTests {
    static let id = ReportSamples.id("BasicTests", "testAddition")
    static let attempt = TestAttempt(
        number: 1, status: .failed, duration: 0.5, issues: [ReportSamples.assertion], stdout: "out\n")

    static let events: [RunnerEvent] = [
        .runStarted(.init(testCount: 8, bundleCount: 2, workerCount: 2, randomSeed: 42)),
        .testStarted(.init(id: id, bundle: "CalcPackageTests", attempt: 1, worker: 0)),
        .attemptFinished(.init(id: id, bundle: "CalcPackageTests", attempt: attempt, willRetry: true)),
        .testFinished(ReportSamples.result("testNetwork")),
        .testFinished(ReportSamples.result("testDivision")),
        .testFinished(ReportSamples.result("testSort")),
        .workerLost(.init(worker: 1, bundle: "CalcPackageTests", reason: "killed by signal 9", replaced: true)),
        .notice(RunnerNotice(.testPlanKeysIgnored, "test plan key 'codeCoverage' ignored")),
        .runFinished(ReportSamples.finished),
    ]

    @Test("matches the golden stream")
    func golden() throws {
        let formatter = RunnerEventJSONFormatter()
        let text = Self.events.map { formatter.line(for: $0, time: 1_795_306_530.25) + "\n" }.joined()
        let golden = try ReportSamples.checkGolden(text, name: "events.jsonl")
        #expect(golden.actual == golden.expected)
    }

    @Test("every kind is one JSON object on one line with version, kind and time", arguments: events)
    func everyKind(event: RunnerEvent) throws {
        let line = RunnerEventJSONFormatter().line(for: event, time: 12.5)
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["kind"] as? String == RunnerEventJSONFormatter.kind(of: event))
        #expect(object["time"] as? Double == 12.5)
    }

    @Test(
        "a notice carries its kind beside its text",
        arguments: [
            (RunnerNotice(.buildLockWait, "Waiting for SwiftPM's lock on '.build'"), "buildLockWait"),
            (RunnerNotice(.slowTest, "SLOW M.C/testA has been running for over 60 s"), "slowTest"),
            (RunnerNotice(.noSwiftTestingEntryPoint, "B has no Swift Testing entry point"), "noSwiftTestingEntryPoint"),
        ])
    func noticeKind(notice: RunnerNotice, kind: String) throws {
        let line = RunnerEventJSONFormatter().line(for: .notice(notice), time: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "notice")
        #expect(object["noticeKind"] as? String == kind)
        #expect(object["message"] as? String == notice.text)
    }

    @Test(
        "every notice kind is written by its case's name, which readers match on", arguments: RunnerNotice.Kind.allCases
    )
    func everyNoticeKind(kind: RunnerNotice.Kind) throws {
        let line = RunnerEventJSONFormatter().line(for: .notice(RunnerNotice(kind, "text")), time: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["noticeKind"] as? String == "\(kind)")
    }

    @Test("a finished test states its verdict, so readers need not re-derive flakiness")
    func verdictSpelledOut() throws {
        let line = RunnerEventJSONFormatter().line(for: .testFinished(ReportSamples.result("testNetwork")), time: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "flaky")
        #expect((object["attempts"] as? [Any])?.count == 2)
        #expect(object["duration"] as? Double == 0.75)
    }
}
