import Foundation
import Testing

/// The run history through the real `harness` binary on `Fixtures/RunnerSuite`: a failure
/// fixed between runs, `--rerun-failed`, and a flaky test named with its evidence. Each test
/// keeps its own history file (`--history`), so parallel tests never share one.
@Suite(.serialized) struct RunnerHistoryTests {
    static let exclusive = "RunnerSuiteTests.DatabaseSerialTests/testExclusive"

    static func historyFile() throws -> (folder: URL, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, folder.appendingPathComponent("history.sqlite").path)
    }

    @Test func rerunFailedRunsExactlyTheFailedTestThenNothing() async throws {
        let (folder, history) = try Self.historyFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scope = ["PassingTests", "DatabaseSerialTests"]
        // testExclusive fails while RUNNER_SUITE_MUST_NOT_EXIST is set: the "bug".
        let broken = try await RunnerFixture.test(
            ["--history", history] + scope, environment: ["RUNNER_SUITE_MUST_NOT_EXIST": "1"])
        #expect(broken.exitCode == 1, "\(broken.diagnosis)")
        #expect(RunnerFixture.statuses(in: broken.standardOutput)[Self.exclusive] == "FAIL")
        #expect(RunnerFixture.statuses(in: broken.standardOutput).count == 4)

        // Fixed: only the failed test runs, and passes.
        let rerun = try await RunnerFixture.test(["--history", history, "--rerun-failed"] + scope)
        #expect(rerun.exitCode == 0, "\(rerun.diagnosis)")
        #expect(RunnerFixture.statuses(in: rerun.standardOutput) == [Self.exclusive: "PASS"])

        // Nothing failed last time: one line, nothing runs, success.
        let nothing = try await RunnerFixture.test(["--history", history, "--rerun-failed"] + scope)
        #expect(nothing.exitCode == 0, "\(nothing.diagnosis)")
        #expect(RunnerFixture.statuses(in: nothing.standardOutput).isEmpty)
        #expect(
            nothing.outputLines == [
                "Nothing to rerun: no selected test failed, crashed or timed out last time, and none is new."
            ])
    }

    @Test func historyNamesAFlakyTestWithItsEvidence() async throws {
        let (folder, history) = try Self.historyFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await RunnerFixture.test(["--history", history, "--retries", "1", "FlakyTests", "PassingTests"])
        #expect(run.exitCode == 0, "\(run.diagnosis)")
        #expect(RunnerFixture.statuses(in: run.standardOutput)["RunnerSuiteTests.FlakyTests/testFlaky"] == "FLAKY")

        let json = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["history", "--history", history, "--json"])
        #expect(json.exitCode == 0, "\(json.diagnosis)")
        let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let flaky = report?["flaky"] as? [[String: Any]] ?? []
        #expect(flaky.map { $0["test"] as? String } == ["RunnerSuiteTests.FlakyTests/testFlaky"])
        let evidence = flaky.first?["evidence"] as? [[String: Any]] ?? []
        #expect(evidence.map { $0["kind"] as? String } == ["passedOnRetry"])
        #expect(report?["runs"] as? Int == 1)

        let text = try await CommandRunner.run(RunnerFixture.harness, arguments: ["history", "--history", history])
        #expect(text.exitCode == 0, "\(text.diagnosis)")
        #expect(text.outputLines.contains("  RunnerSuiteTests.FlakyTests/testFlaky"))
        #expect(text.outputLines.contains { $0.hasPrefix("      passed only on a retry in 1 run") })
    }
}
