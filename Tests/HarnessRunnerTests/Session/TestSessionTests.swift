import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// A history in memory: the facts it was given, what the session asked of it and what it kept.
private final class RecordingHistory: RunHistory {
    var given = HistoryFacts()
    var asked = 0
    /// The package roots of the run starts said, in order, with "build" when the stage built.
    var steps: [String] = []
    var kept: [(outcome: RunEngine.Outcome, request: RunRequest, coverage: [TestIdentifier: ExecutedLines])] = []

    func runStarts(packageRoot: String) {
        steps.append("start \(packageRoot)")
    }

    func facts() -> HistoryFacts {
        asked += 1
        return given
    }

    func keep(
        _ outcome: RunEngine.Outcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String, coverage: [TestIdentifier: ExecutedLines]
    ) {
        kept.append((outcome, request, coverage))
    }
}

private final class NoReporter: RunReporter {
    func handle(_ event: RunnerEvent) {}
    func finish() throws {}
}

/// What the engine decides for `harness test` around the loop: Bazel's and CI's variables, the
/// premature-exit marker around the whole run, the selection stage, the history.
struct TestSessionTests {
    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "SuiteTests", path: "/nowhere/SuiteTests.xctest",
            classes: [TestClass(module: "M", name: "A", methods: ["t1", "t2"])])
    ])
    static var listed: TestSession.Stages {
        TestSession.Stages { () throws(TestSession.Failure) -> TestInventory in inventory }
    }

    func settings(_ environment: [String: String] = [:]) -> TestSession.Settings {
        var configuration = RunConfiguration()
        configuration.jobs = 3
        return TestSession.Settings(
            packageRoot: "/package", environment: environment, request: RunRequest(), configuration: configuration)
    }

    @Test("Bazel's filter joins the command line's; its shard becomes a count partition")
    func bazelSelection() throws {
        var settings = settings(["TESTBRIDGE_TEST_ONLY": "M.A/t1", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1"])
        settings.request.filters = [TestFilter("M.B")]
        let session = try TestSession(settings)
        #expect(session.request.filters.map(\.pattern) == ["M.B", "M.A/t1"])
        #expect(session.request.partition == Partition(kind: .count, index: 2, total: 3))
        #expect(session.request.splitClassesAcross == 3)
        settings.splitsClasses = false
        #expect(try TestSession(settings).request.splitClassesAcross == 1)
    }

    @Test("--partition as typed wins over the environment; a kind alone takes K/N from it")
    func partitionChoice() throws {
        var settings = settings(["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"])
        settings.partition = "hash:2/5"
        #expect(try TestSession(settings).request.partition == Partition(kind: .hash, index: 2, total: 5))
        settings.partition = "hash"
        #expect(try TestSession(settings).request.partition == Partition(kind: .hash, index: 1, total: 4))
        settings.environment["CI_NODE_TOTAL"] = "6"
        settings.environment["CI_NODE_INDEX"] = "5"
        #expect(try TestSession(settings).request.partition == Partition(kind: .hash, index: 5, total: 6))
    }

    @Test(
        "a variable or partition Harness cannot use is bad input, one line",
        arguments: [
            (["TEST_TOTAL_SHARDS": "two"], nil, "failed to read the Bazel environment: TEST_TOTAL_SHARDS=two"),
            (["CI_NODE_TOTAL": "x", "CI_NODE_INDEX": "1"], nil, "failed to "),
            ([:], "time", "failed to pick a shard for --partition time: no CI or Bazel shard variables are set"),
            ([:], "count:3/2", "failed to parse partition 'count:3/2'"),
        ])
    func badVariables(environment: [String: String], partition: String?, message: String) {
        var settings = settings(environment)
        settings.partition = partition
        #expect {
            try TestSession(settings)
        } throws: { error in
            guard let failure = error as? TestSession.Failure else { return false }
            return failure.code == RunnerExitCode.badInput && failure.message.hasPrefix(message)
        }
    }

    @Test("the premature-exit marker exists while the package builds, and is gone after a failed build")
    func markerAroundTheBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("premature").path
        let status = folder.appendingPathComponent("shard-status").path
        let session = try TestSession(
            settings([
                "TEST_PREMATURE_EXIT_FILE": marker, "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": status,
            ]))
        nonisolated(unsafe) var existedDuringBuild = false
        let history = RecordingHistory()
        let failingBuild = TestSession.Stages { () throws(TestSession.Failure) -> TestInventory in
            existedDuringBuild = FileManager.default.fileExists(atPath: marker)
            throw TestSession.Failure("build failed", code: RunnerExitCode.buildFailed)
        }
        #expect {
            try session.run(history: history, reporter: NoReporter(), stages: failingBuild)
        } throws: { error in
            (error as? TestSession.Failure)?.code == RunnerExitCode.buildFailed
        }
        #expect(existedDuringBuild)
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(FileManager.default.fileExists(atPath: status))
        #expect(history.kept.isEmpty)
    }

    @Test("the history hears of the run's start before the package is built")
    func runStartBeforeTheBuild() throws {
        let history = RecordingHistory()
        let stages = TestSession.Stages { () throws(TestSession.Failure) -> TestInventory in
            history.steps.append("build")
            return Self.inventory
        }
        var settings = settings()
        settings.plansOnly = true
        _ = try TestSession(settings).run(history: history, reporter: NoReporter(), stages: stages)
        #expect(history.steps == ["start /package", "build"])
    }

    @Test("a dry run plans with the history's failures and keeps nothing")
    func dryRunPlansWithTheHistory() throws {
        var settings = settings()
        settings.plansOnly = true
        settings.failureMode = .failedFirst
        let history = RecordingHistory()
        history.given = HistoryFacts(failing: ["SuiteTests/M.A/t2"], known: ["SuiteTests/M.A/t2"])
        let result = try TestSession(settings).run(history: history, reporter: NoReporter(), stages: Self.listed)
        guard case .planned(let plan, let request, _) = result else {
            Issue.record("expected a plan, got \(result)")
            return
        }
        #expect(plan.testCount == 2)
        #expect(
            request.failures
                == FailureSelection(
                    mode: .failedFirst, failing: ["SuiteTests/M.A/t2"],
                    known: ["SuiteTests/M.A/t2"]))
        #expect(history.asked == 1)
        #expect(history.kept.isEmpty)
    }

    @Test(
        "a time shard cuts with its open round's estimates while its K has not run, else with the partition estimates",
        arguments: [(2, true), (1, false)])
    func timeShardJoinsItsRound(index: Int, joins: Bool) throws {
        var settings = settings()
        settings.plansOnly = true
        settings.partition = "time:\(index)/3"
        let round = TimingHistory(seconds: ["SuiteTests/M.A/t1": 5, "SuiteTests/M.A/t2": 1])
        let now = TimingHistory(seconds: ["SuiteTests/M.A/t1": 1, "SuiteTests/M.A/t2": 5])
        let history = RecordingHistory()
        history.given = HistoryFacts(timings: now, partitionTimings: now)
        history.given.openRounds[3] = PartitionRound(
            total: 3, fingerprint: "f", shardsRun: [1], estimates: round)
        let result = try TestSession(settings).run(history: history, reporter: NoReporter(), stages: Self.listed)
        guard case .planned(let plan, let request, _) = result else {
            Issue.record("expected a plan, got \(result)")
            return
        }
        let cutWith = joins ? round : now
        let expected = PartitionCut(
            partition: try Partition(parsing: "time:\(index)/3"), universe: Self.inventory.allTests, history: cutWith)
        #expect(plan.partition?.fingerprint == expected.fingerprint)
        #expect(request.partitionRound?.estimates == cutWith)
        #expect(request.partitionRound?.shardsRun == [index])
    }

    @Test("--rerun-failed with nothing failing and nothing new is the line that says so, not an error")
    func nothingToRerun() throws {
        var settings = settings()
        settings.failureMode = .rerunFailed
        let history = RecordingHistory()
        history.given = HistoryFacts(known: ["SuiteTests/M.A/t1", "SuiteTests/M.A/t2"])
        let result = try TestSession(settings).run(history: history, reporter: NoReporter(), stages: Self.listed)
        guard case .nothingToRerun(let line) = result else {
            Issue.record("expected nothing to rerun, got \(result)")
            return
        }
        #expect(line == FailureSelection.nothingToRerunLine)
        #expect(history.kept.isEmpty)
    }

    @Test("the select stage sees the listing and the history's facts; its tests replace the filters")
    func selectionReplacesTheFilters() throws {
        var settings = settings(["TESTBRIDGE_TEST_ONLY": "M.A/t1"])
        settings.plansOnly = true
        let history = RecordingHistory()
        history.given = HistoryFacts(failing: ["SuiteTests/M.A/t1"])
        nonisolated(unsafe) var seen: (classes: Int, failing: Set<String>)?
        var stages = Self.listed
        stages.select = { inventory, facts in
            seen = (inventory.bundles.flatMap(\.classes).count, facts.failing)
            return ["M.A/t2"]
        }
        let result = try TestSession(settings).run(history: history, reporter: NoReporter(), stages: stages)
        guard case .planned(let plan, let request, _) = result else {
            Issue.record("expected a plan, got \(result)")
            return
        }
        #expect(seen?.classes == 1)
        #expect(seen?.failing == ["SuiteTests/M.A/t1"])
        #expect(request.filters.map(\.pattern) == ["M.A/t2"])
        #expect(plan.testsInListingOrder.map(\.description) == ["M.A/t2"])
    }

    @Test("a select stage that chooses no test runs nothing and keeps nothing")
    func emptySelection() throws {
        var stages = Self.listed
        stages.select = { _, _ in [] }
        let history = RecordingHistory()
        let result = try TestSession(settings()).run(history: history, reporter: NoReporter(), stages: stages)
        guard case .nothingSelected = result else {
            Issue.record("expected nothing selected, got \(result)")
            return
        }
        #expect(history.kept.isEmpty)
    }

    @Test("no test matching the filters is exit 4")
    func nothingMatches() throws {
        var settings = settings()
        settings.request.filters = [TestFilter("NoSuchTests")]
        #expect {
            try TestSession(settings).run(history: RecordingHistory(), reporter: NoReporter(), stages: Self.listed)
        } throws: { error in
            (error as? TestSession.Failure)?.code == RunnerExitCode.noTestsMatched
        }
    }

    @Test("a run is kept in the history with what the finish stage collected, and the marker is gone")
    func runIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("premature").path
        var settings = settings(["TEST_PREMATURE_EXIT_FILE": marker])
        settings.packageRoot = folder.path
        settings.configuration.jobs = 1
        let history = RecordingHistory()
        let lines = ExecutedLines(ranges: ["Sources/M/A.swift": [3...4]])
        nonisolated(unsafe) var finished: RunEngine.Outcome?
        var stages = Self.listed
        stages.finish = { outcome, _ in
            finished = outcome
            return [TestIdentifier(module: "M", className: "A", method: "t1"): lines]
        }
        let result = try TestSession(settings).run(history: history, reporter: NoReporter(), stages: stages)
        guard case .ran(let outcome) = result else {
            Issue.record("expected a run, got \(result)")
            return
        }
        // The bundle does not exist: each test is reported as not run, and the run fails.
        #expect(outcome.exitCode != 0)
        #expect(finished?.results.count == outcome.results.count)
        #expect(history.kept.count == 1)
        #expect(history.kept.first?.coverage.values.first == lines)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
