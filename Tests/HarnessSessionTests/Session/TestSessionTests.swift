import Foundation
import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// The one pipeline (build → list → select → plan → engine → reports → history) through its
/// injected builder, lister, engine and history (``SessionScenario``): Bazel's and CI's
/// variables, the premature-exit marker, every kind of selection, the history.
struct TestSessionTests {
    @Test("Bazel's filter joins the command line's; its shard becomes a count partition")
    func bazelSelection() throws {
        let scenario = SessionScenario(environment: [
            "TESTBRIDGE_TEST_ONLY": "M.A/t1", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1",
        ])
        scenario.settings.request.filters = [TestFilter("M.B")]
        let session = try scenario.session()
        #expect(session.request.filters.map(\.pattern) == ["M.B", "M.A/t1"])
        #expect(session.request.partition == Partition(kind: .count, index: 2, total: 3))
        #expect(session.request.splitClassesAcross == 3)
        scenario.settings.splitsClasses = false
        #expect(try scenario.session().request.splitClassesAcross == 1)
    }

    @Test("--partition as typed wins over the environment; a kind alone takes K/N from it")
    func partitionChoice() throws {
        let scenario = SessionScenario(environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"])
        scenario.settings.partition = "hash:2/5"
        #expect(try scenario.session().request.partition == Partition(kind: .hash, index: 2, total: 5))
        scenario.settings.partition = "hash"
        #expect(try scenario.session().request.partition == Partition(kind: .hash, index: 1, total: 4))
        scenario.settings.environment["CI_NODE_TOTAL"] = "6"
        scenario.settings.environment["CI_NODE_INDEX"] = "5"
        #expect(try scenario.session().request.partition == Partition(kind: .hash, index: 5, total: 6))
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
        let scenario = SessionScenario(environment: environment)
        scenario.settings.partition = partition
        #expect {
            try scenario.session()
        } throws: { error in
            guard let failure = error as? HarnessFailure else { return false }
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
        let scenario = SessionScenario(environment: [
            "TEST_PREMATURE_EXIT_FILE": marker, "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_STATUS_FILE": status,
        ])
        var existedDuringBuild = false
        scenario.source.duringBuild = { existedDuringBuild = FileManager.default.fileExists(atPath: marker) }
        scenario.source.buildFailure = HarnessFailure("build failed", code: RunnerExitCode.buildFailed)
        #expect {
            try scenario.run()
        } throws: { error in
            (error as? HarnessFailure)?.code == RunnerExitCode.buildFailed
        }
        #expect(existedDuringBuild)
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(FileManager.default.fileExists(atPath: status))
        #expect(scenario.history.kept.isEmpty)
    }

    @Test("one run, in order: the history hears of the start before the build; the run is kept after the engine")
    func pipelineOrder() throws {
        let scenario = SessionScenario()
        _ = try scenario.run()
        #expect(scenario.steps == ["start /package", "build", "list", "run 3", "keep"])
    }

    @Test("a dry run plans with the history's failures and runs and keeps nothing")
    func dryRunPlansWithTheHistory() throws {
        let scenario = SessionScenario()
        scenario.settings.plansOnly = true
        scenario.settings.failureMode = .failedFirst
        scenario.history.given = HistoryFacts(
            failing: [.named("SuiteTests/M.A/t2")], known: [.named("SuiteTests/M.A/t2")])
        let result = try scenario.run()
        guard case .planned(let plan, let request, _) = result else {
            Issue.record("expected a plan, got \(result)")
            return
        }
        #expect(plan.testCount == 3)
        #expect(
            request.failures
                == FailureSelection(
                    mode: .failedFirst, failing: [.named("SuiteTests/M.A/t2")], known: [.named("SuiteTests/M.A/t2")]))
        #expect(scenario.history.asked == 1)
        #expect(scenario.executor.plans.isEmpty)
        #expect(scenario.history.kept.isEmpty)
    }

    @Test(
        "a time shard cuts with its open round's estimates while its K has not run, else with the partition estimates",
        arguments: [(2, true), (1, false)])
    func timeShardJoinsItsRound(index: Int, joins: Bool) throws {
        let scenario = SessionScenario()
        scenario.settings.plansOnly = true
        scenario.settings.partition = "time:\(index)/3"
        let round = TimingHistory(seconds: [
            .named("SuiteTests/M.A/t1"): 5, .named("SuiteTests/M.A/t2"): 1, .named("SuiteTests/N.B/t3"): 2,
        ])
        let now = TimingHistory(seconds: [
            .named("SuiteTests/M.A/t1"): 1, .named("SuiteTests/M.A/t2"): 5, .named("SuiteTests/N.B/t3"): 2,
        ])
        scenario.history.given = HistoryFacts(timings: now, partitionTimings: now)
        scenario.history.given.openRounds[3] = PartitionRound(
            total: 3, fingerprint: "f", shardsRun: [1], estimates: round)
        let result = try scenario.run()
        guard case .planned(let plan, let request, _) = result else {
            Issue.record("expected a plan, got \(result)")
            return
        }
        let cutWith = joins ? round : now
        let expected = PartitionCut(
            partition: try Partition(parsing: "time:\(index)/3"), universe: SessionScenario.inventory.allTests,
            history: cutWith)
        #expect(plan.partition?.fingerprint == expected.fingerprint)
        #expect(request.partitionRound?.estimates == cutWith)
        #expect(request.partitionRound?.shardsRun == [index])
    }

    @Test("--timings-from: a time partition is cut with the reports' durations; without one it is bad input")
    func timingsFromJUnit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("earlier.xml")
        try """
        <testsuites><testsuite name="SuiteTests">
        <testcase classname="M.A" name="t1" time="0.1"/><testcase classname="M.A" name="t2" time="0.1"/>
        <testcase classname="N.B" name="t3" time="10"/>
        </testsuite></testsuites>
        """.write(to: report, atomically: true, encoding: .utf8)
        let scenario = SessionScenario()
        // No history: every test counts the same, so the shards split by count (M.A is split).
        scenario.settings.partition = "time:1/2"
        _ = try scenario.run()
        #expect(scenario.ran == ["A/t1", "B/t3"])
        // By the report, N.B's ten seconds go alone to shard 1.
        scenario.settings.timingReports = [report.path]
        _ = try scenario.run()
        #expect(scenario.ran == ["B/t3"])
        scenario.settings.partition = "time:2/2"
        _ = try scenario.run()
        #expect(scenario.ran == ["A/t1", "A/t2"])

        scenario.settings.partition = "hash:1/2"
        #expect {
            try scenario.session()
        } throws: { error in
            (error as? HarnessFailure)?.message.hasPrefix("--timings-from balances a time partition") == true
        }
    }

    @Test("a source's run environment (an archive's libraries) reaches every worker, over the settings' own")
    func sourceEnvironmentReachesWorkers() throws {
        let scenario = SessionScenario()
        scenario.settings.configuration.environment = ["LD_LIBRARY_PATH": "/mine", "OTHER": "1"]
        scenario.source.runEnvironment = ["LD_LIBRARY_PATH": "/archive/lib:/mine"]
        _ = try scenario.run()
        #expect(
            scenario.executor.configurations.last?.environment == [
                "LD_LIBRARY_PATH": "/archive/lib:/mine", "OTHER": "1",
            ])
    }

    @Test("--rerun-failed with nothing failing and nothing new is the line that says so, not an error")
    func nothingToRerun() throws {
        let scenario = SessionScenario()
        scenario.settings.failureMode = .rerunFailed
        scenario.history.given = HistoryFacts(known: [
            .named("SuiteTests/M.A/t1"), .named("SuiteTests/M.A/t2"), .named("SuiteTests/N.B/t3"),
        ])
        let result = try scenario.run()
        guard case .nothingToRerun(let line) = result else {
            Issue.record("expected nothing to rerun, got \(result)")
            return
        }
        #expect(line == FailureSelection.nothingToRerunLine)
        #expect(scenario.history.kept.isEmpty)
    }

    @Test(
        "a list of IDs runs exactly those tests in its order, narrowed by the filters; an unknown or repeated ID is bad input naming it"
    )
    func exactTests() throws {
        let scenario = SessionScenario()
        let t1 = TestIdentifier(module: "M", className: "A", method: "t1")
        let t3 = TestIdentifier(module: "N", className: "B", method: "t3")
        _ = try scenario.run(.tests([t3, t1]))
        #expect(scenario.ran == ["B/t3", "A/t1"])
        #expect(scenario.executor.plans.last?.followsGivenOrder == true)
        scenario.settings.request.filters = [TestFilter("N")]
        _ = try scenario.run(.tests([t3, t1]))
        #expect(scenario.ran == ["B/t3"])
        let unknown = TestIdentifier(module: "M", className: "A", method: "gone")
        #expect {
            try scenario.run(.tests([t1, unknown]))
        } throws: { error in
            guard let failure = error as? HarnessFailure else { return false }
            return failure.code == RunnerExitCode.badInput && failure.message.contains("'M.A/gone'")
        }
        #expect {
            try scenario.run(.tests([t1, unknown], from: "ids.txt"))
        } throws: { error in
            (error as? HarnessFailure)?.message.hasPrefix("ids.txt: no listed test has the ID 'M.A/gone'") == true
        }
        #expect {
            try scenario.run(.tests([t1, t3, t1]))
        } throws: { error in
            guard let failure = error as? HarnessFailure else { return false }
            return failure.code == RunnerExitCode.badInput && failure.message.contains("'M.A/t1' is listed twice")
        }
        #expect(scenario.executor.plans.count == 2)
    }

    @Test("a watch save runs the tests of the targets it reaches, with last time's failures first")
    func watchChangeSelectsTheAffectedTests() throws {
        let scenario = SessionScenario()
        scenario.history.given = HistoryFacts(failing: [.named("SuiteTests/N.B/t3")])
        let session = try scenario.session()
        var selected: [String] = []
        session.phaseChanged = { if case .selected(let why) = $0 { selected.append(why) } }
        _ = try session.run(.watch(.changes(["/package/Sources/Core/Core.swift"])), reporter: ReporterFanOut())
        #expect(Set(scenario.ran) == ["A/t1", "A/t2", "B/t3"])
        #expect(scenario.ran.first == "B/t3")
        #expect(selected == ["1 failed last time first, then M (target Core changed)"])
        // A rerun takes the previous selection again; without last time's failure, the same
        // change reaches its target's tests only; a change no test target reaches runs nothing.
        scenario.history.given = HistoryFacts()
        _ = try session.run(.watch(.rerun), reporter: ReporterFanOut())
        #expect(Set(scenario.ran) == ["A/t1", "A/t2", "B/t3"])
        _ = try session.run(.watch(.changes(["/package/Sources/Core/Core.swift"])), reporter: ReporterFanOut())
        #expect(scenario.ran == ["A/t1", "A/t2"])
        let result = try session.run(.watch(.changes(["/package/Sources/Other/O.swift"])), reporter: ReporterFanOut())
        guard case .nothingSelected(let line) = result else {
            Issue.record("expected nothing selected, got \(result)")
            return
        }
        #expect(line.contains("nothing to run"))
        #expect(scenario.history.kept.count == 3)
    }

    @Test("no test matching the filters is exit 4")
    func nothingMatches() throws {
        let scenario = SessionScenario()
        scenario.settings.request.filters = [TestFilter("NoSuchTests")]
        #expect {
            try scenario.run()
        } throws: { error in
            (error as? HarnessFailure)?.code == RunnerExitCode.noTestsMatched
        }
    }

    @Test("the random seed has one home: the configuration's seed orders the plan")
    func seedOrdersThePlan() throws {
        let scenario = SessionScenario()
        scenario.settings.configuration.randomSeed = 7
        _ = try scenario.run()
        let expected = try RunPlanner(inventory: SessionScenario.inventory, request: RunRequest(), seed: 7).plan()
        #expect(scenario.executor.plans.first?.units.map(\.className) == expected.units.map(\.className))
        #expect(scenario.executor.configurations.first?.randomSeed == 7)
    }

    @Test("each run writes the report files the settings name, and is kept in the history")
    func reportsAndHistoryEachRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = SessionScenario()
        let junit = folder.appendingPathComponent("report.xml").path
        scenario.settings.reports.junitPaths = [junit]
        scenario.statuses["A/t2"] = .failed
        let session = try scenario.session()
        guard case .ran(let outcome) = try session.run(.requested, reporter: ReporterFanOut()) else {
            Issue.record("expected a run")
            return
        }
        #expect(outcome.exitCode == RunnerExitCode.testsFailed)
        let first = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(first.contains("failures=\"1\""))
        try FileManager.default.removeItem(atPath: junit)
        scenario.statuses = [:]
        _ = try session.run(.watch(.all), reporter: ReporterFanOut())
        let second = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(second.contains("failures=\"0\""))
        #expect(scenario.history.kept.count == 2)
    }
}
