import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// A failed test gets the output of the programs it launched from its worker's kept launch
/// folder (``EngineInput/spawned(worker:keptLaunchFolder:)``); a passing one is not even looked up.
struct DispatcherLaunchedOutputTests {
    typealias Scenario = DispatchScenario

    static let output = PendingAttachment(
        record: AttachmentRecord(
            name: "Beacon.a1-stdout.log", uniformTypeIdentifier: "public.plain-text", lifetime: .deleteOnSuccess,
            byteCount: 7),
        content: .file("/kept/w1/Beacon.a1/stdout.log"))

    @Test func aFailedTestGetsItsLaunchedProgramsOutput() throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])])
        _ = run.begin()
        _ = run.send(.spawned(worker: 1, keptLaunchFolder: "/kept/w1"), at: 0)
        run.files.launched["/kept/w1"] = ["M.A/t1": [Self.output], "M.A/t2": [Self.output]]
        let passed = run.send([run.started("A/t1"), run.finished("A/t1", .passed)], at: 1)
        #expect(passed.results.first?.attempts.first?.attachments.isEmpty == true)
        #expect(run.files.launchedAsked.isEmpty)
        let failed = run.send(
            [run.started("A/t2"), run.issue("A/t2", "boom"), run.finished("A/t2", .failed)], at: 2)
        let attempt = try #require(failed.results.first?.attempts.first)
        #expect(attempt.attachments.map(\.name) == ["Beacon.a1-stdout.log"])
        #expect(run.files.launchedAsked == ["/kept/w1"])
    }

    @Test func aWorkerWithoutAKeptFolderIsNotLookedUp() throws {
        var run = Scenario(classes: [("A", ["t1"])])
        _ = run.begin()
        _ = run.send(.spawned(worker: 1, keptLaunchFolder: nil), at: 0)
        let failed = run.send([run.started("A/t1"), run.finished("A/t1", .failed)], at: 1)
        #expect(failed.results.first?.attempts.first?.attachments.isEmpty == true)
        #expect(run.files.launchedAsked.isEmpty)
    }
}
