import Foundation
import Testing

/// `Fixtures/WaitingSuite` (no dependency on Harness): forty `@Test` functions that spend their
/// ~0.1 s waiting on timers and sockets. `swift test` overlaps them in one process; Harness's
/// Swift Testing workers run their batches side by side too, with the same results, and a test
/// that crashes while others wait beside it is the only one charged.
@Suite(.serialized)
struct WaitingSuiteEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "WaitingSuite")
    static let tests = ["TimerTests", "SocketTests", "MixedWaitTests", "ReplyTests"].flatMap { suite in
        (0..<10).map { "WaitingSuiteTests.\(suite)/waits\($0)()" }
    }
    static let crashing = "WaitingSuiteTests.MixedWaitTests/waits5()"

    /// `harness test` on the fixture (built on first use, unmodified), with its `--json` events.
    static func harness(_ arguments: [String] = [], crash: Bool = false) async throws -> (
        result: CommandResult, events: [[String: Any]]
    ) {
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("waiting-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let environment = ProcessInfo.processInfo.environment.merging(["WAITING_SUITE_CRASH": crash ? "1" : "0"]) {
            $1
        }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--package-path", package.path, "--json", events.path] + arguments,
            environment: environment, timeLimit: 1_800)
        let lines = (try? String(contentsOf: events, encoding: .utf8))?.split(separator: "\n") ?? []
        return (
            result, lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        )
    }

    /// The JSON text of an event's test identifier, to match a start with its attempts.
    static func key(_ event: [String: Any]) -> String {
        guard let id = event["id"], let data = try? JSONSerialization.data(withJSONObject: id, options: .sortedKeys)
        else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether a worker started a test while another of its tests had not finished.
    static func anyWorkerRanTestsSideBySide(_ events: [[String: Any]]) -> Bool {
        var running: [Int: Set<String>] = [:]
        for event in events {
            switch event["kind"] as? String {
            case "testStarted":
                guard let worker = event["worker"] as? Int else { continue }
                if !(running[worker]?.isEmpty ?? true) { return true }
                running[worker, default: []].insert(key(event))
            case "attemptFinished":
                for worker in running.keys { running[worker]?.remove(key(event)) }
            default:
                break
            }
        }
        return false
    }

    @Test func waitingTestsRunSideBySideInAWorkerAndPassAsUnderSwiftTest() async throws {
        let (result, events) = try await Self.harness()
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let statuses = RunnerFixture.statuses(in: result.standardOutput)
        #expect(statuses == Dictionary(uniqueKeysWithValues: Self.tests.map { ($0, "PASS") }), "\(result.diagnosis)")
        #expect(Self.anyWorkerRanTestsSideBySide(events), "no worker ran two tests at once")

        // The toolchain runs the same forty and passes them.
        let toolchain = try await CommandRunner.run(
            tool: "swift", arguments: ["test", "--package-path", Self.package.path], timeLimit: 1_800)
        #expect(toolchain.exitCode == 0, "\(toolchain.diagnosis)")
        #expect(
            toolchain.standardOutput.contains("Test run with \(Self.tests.count) tests in 4 suites passed"),
            "\(toolchain.diagnosis)")
    }

    @Test func withNoParallelEachWorkerRunsOneTestAtATime() async throws {
        let (result, events) = try await Self.harness(["--no-parallel", "--filter", "TimerTests"])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput).count == 10, "\(result.diagnosis)")
        #expect(!Self.anyWorkerRanTestsSideBySide(events))
    }

    /// One test crashes while the tests beside it wait: each of those runs again alone, and only
    /// the one that crashes again is charged.
    @Test func aCrashAmongTestsRunningSideBySideIsChargedToThatTestAlone() async throws {
        let (result, _) = try await Self.harness(crash: true)
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        var expected = Dictionary(uniqueKeysWithValues: Self.tests.map { ($0, "PASS") })
        expected[Self.crashing] = "CRASH"
        #expect(RunnerFixture.statuses(in: result.standardOutput) == expected, "\(result.diagnosis)")
        #expect(
            (result.standardOutput + result.standardError).contains("running side by side"),
            "\(result.diagnosis)")
    }
}
