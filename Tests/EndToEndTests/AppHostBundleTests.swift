import Foundation
import HarnessWire
import Testing

/// Application bundles end to end: the NoteServer example's test bundle run as `swift test`
/// and a runner would, checking that the delegate swap really happened.
@Suite("Application bundles run inside their host, with the testing delegate swapped in")
struct AppHostBundleTests {
    @Test func theTestingHostNeverRunsTheProductionLaunch() async throws {
        try await AppHostExample.built()
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await AppHostExample.runBundle(
            ["NoteServerAppTests.*"], environment: ["NOTESERVER_DATA": data.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(result.standardOutput.contains("Executed 6 tests, with 0 failures"), "\(result.diagnosis)")
        #expect(result.standardOutput.contains("HostedAppTests.testTheLaunchNeverCreatedTheProductionDelegate' passed"))
        // The production launch's side effects are absent: no store, no server, no callbacks.
        #expect(!FileManager.default.fileExists(atPath: data.path))
        #expect(!result.standardOutput.contains("ready on"))
        #expect(AppHostExample.lifecycleLines(result.standardError).isEmpty, "\(result.standardError)")
    }

    @Test func aProductionHostRunsTheRealLaunchAroundTheTests() async throws {
        try await AppHostExample.built()
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await AppHostExample.runBundle(
            ["NoteServerLaunchTests.*"], environment: ["NOTESERVER_DATA": data.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(result.standardOutput.contains("RealLaunchTests.testTheNotesAPIAnswers' passed"), "\(result.diagnosis)")
        #expect(
            AppHostExample.lifecycleLines(result.standardError) == [
                "NoteServer: willFinishLaunching", "NoteServer: didFinishLaunching", "NoteServer: didBecomeActive",
                "NoteServer: willTerminate", "NoteServer: stopped",
            ])
        let version = try String(contentsOf: data.appendingPathComponent("VERSION"), encoding: .utf8)
        #expect(version == "3\n", "the store was created and migrated")
    }

    @Test func aRunOfEveryGroupRunsEachInAProcessOfItsOwn() async throws {
        try await AppHostExample.built()
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await AppHostExample.runBundle([], environment: ["NOTESERVER_DATA": data.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let runs = result.outputLines.filter { $0.hasPrefix("Test Suite 'All tests' passed") }
        #expect(runs.count == 3, "library group, testing host, production host")
        #expect(
            result.outputLines.filter { $0.hasPrefix("NoteServer: ready on") }.count == 1,
            "only the production host listens")
    }

    @Test func theWireAndTheListingSayWhichBundlesAreHosted() async throws {
        try await AppHostExample.built()
        let wire = FileManager.default.temporaryDirectory.appendingPathComponent(
            "apphost-wire-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: wire) }
        let run = try await AppHostExample.runBundle(["NoteServerAppTests.LaunchCostProbe"], wireFile: wire)
        #expect(run.exitCode == 0, "\(run.diagnosis)")
        let events = try String(contentsOf: wire, encoding: .utf8).split(separator: "\n").map {
            try WireEvent.decodeLine($0)
        }
        guard case .runStarted(let started)? = events.first?.kind else {
            Issue.record("the first event should be runStarted: \(events.first.map { "\($0)" } ?? "none")")
            return
        }
        let testingHost = TestHostRecord(
            module: "NoteServerAppTests", application: "NoteServer.NoteServerApp",
            delegateKind: .testing, delegate: "NoteServerAppTests.TestingAppDelegate"
        )
        #expect(started.host == testingHost)

        let listing = try await AppHostExample.runBundle(["--dump-tests-json"])
        struct Listing: Decodable { var testHosts: [TestHostRecord] }
        let hosts = try JSONDecoder().decode(Listing.self, from: Data(listing.standardOutput.utf8)).testHosts
        #expect(
            hosts == [
                TestHostRecord(
                    module: "NoteServerAppTests", application: "NoteServer.NoteServerApp", delegateKind: .testing,
                    delegate: "NoteServerAppTests.TestingAppDelegate"),
                TestHostRecord(
                    module: "NoteServerLaunchTests", application: "NoteServer.NoteServerApp", delegateKind: .production,
                    delegate: "NoteServer.NoteServerDelegate"),
            ])
    }

    @Test(
        arguments: [
            (
                ["NOTESERVER_CONFIG_URL": "http://127.0.0.1:1/config"], false,
                "threw from application(_:didFinishLaunchingWithOptions:): connect to 127.0.0.1:1 failed: "
                    + "Connection refused"
            ),
            ([:], true, "returned false from application(_:didFinishLaunchingWithOptions:)"),
            (
                ["NOTESERVER_CONFIG_LATENCY_MS": "5000", "APPHOST_LAUNCH_ALLOWANCE": "0.3"], false,
                "did not finish launching within its allowance of 0.3 s (APPHOST_LAUNCH_ALLOWANCE=<seconds> changes it)"
            ),
        ] as [([String: String], Bool, String)])
    func aHostThatFailsToLaunchRunsNoTest(environment: [String: String], newerStore: Bool, reason: String) async throws
    {
        try await AppHostExample.built()
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        if newerStore {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try Data("9\n".utf8).write(to: data.appendingPathComponent("VERSION"))
        }
        let result = try await AppHostExample.runBundle(
            ["NoteServerLaunchTests.*"], environment: environment.merging(["NOTESERVER_DATA": data.path]) { $1 }
        )
        #expect(result.exitCode == BundleExitCode.hostLaunchFailed, "\(result.diagnosis)")
        #expect(
            result.errorLines.contains(
                "error: failed to launch the test host of NoteServerLaunchTests: NoteServer: failed to launch: "
                    + "NoteServer.NoteServerDelegate \(reason)"
            ), "\(result.diagnosis)")
        #expect(!result.standardOutput.contains("Test Case"), "no test ran")
    }
}
