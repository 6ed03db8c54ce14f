import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessReports
@testable import HarnessRunner

/// A test method that runs another test case inside itself (`Helper(name:testClosure:).run()`),
/// and the bound on running a test again: a test that comes back from its worker without a
/// result is retried only as `--retries` says, then reported, naming why.
struct DispatcherNestedRunTests {
    typealias Scenario = DispatchScenario

    @Test("a test case run inside the running test belongs to it: one result each, the outer's own")
    func nestedPairOnTheWire() throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])])
        _ = run.begin()
        let effects = run.send(
            [
                run.started("A/t1"), run.started("Helper/check"), run.issue("Helper/check", "nested failure"),
                run.finished("Helper/check", .failed), run.finished("A/t1", .passed),
                run.started("A/t2"), run.finished("A/t2", .passed),
            ] + run.ended(worker: 1, exitCode: 0), at: 1)
        #expect(effects.results.map(\.id) == [Scenario.id("A/t1"), Scenario.id("A/t2")])
        #expect(effects.results.map(\.status) == [.passed, .passed])
        #expect(effects.results.first?.attempts.map(\.issues) == [[]])
        #expect(effects.reports.compactMap { if case .testStarted(let s) = $0 { s.id } else { nil } }.count == 2)
        #expect(effects.launches.isEmpty)
        #expect(run.outcome?.exitCode == RunnerExitCode.success)
    }

    @Test("on the toolchain's console, a nested run's lines are the outer test's output, its failure its own")
    func nestedRunOnTheConsole() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.toolchainConsole = true }
        _ = run.begin()
        let lines = [
            "Test Case 'A.t1' started at 2026-11-26 10:00:00.000", "before",
            "Test Case 'Helper.check' started at 2026-11-26 10:00:00.001",
            "/src/T.swift:3: error: Helper.check : XCTAssertTrue failed - nested",
            "Test Case 'Helper.check' failed (0.001 seconds)", "after",
            "Test Case 'A.t1' passed (0.002 seconds)",
        ]
        _ = run.send(lines.map { .consoleLine(worker: 1, line: $0) }, at: 1)
        let effects = run.send([.streamEnded(worker: 1), .exited(worker: 1, status: 0)], at: 2)
        let result = try #require(run.outcome?.results.first)
        #expect(run.outcome?.results.count == 1)
        #expect(result.status == .passed)
        #expect(result.attempts.first?.issues == [])
        #expect(result.attempts.first?.stdout == lines[1...5].joined(separator: "\n") + "\n")
        #expect(effects.lostWorkers.isEmpty)
    }

    @Test(
        "a worker that finished its run without starting a test: reported, retried as --retries says, then over",
        arguments: [0, 2])
    func finishedRunWithoutTheTest(retries: Int) throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])]) { $0.retries = retries }
        _ = run.begin()
        var effects = run.send(
            [run.started("A/t1"), run.finished("A/t1", .passed)] + run.ended(worker: 1, exitCode: 0), at: 1)
        var worker = 1
        while retries >= worker {
            // Each retry is one fresh worker for the test alone, which again never starts it.
            #expect(effects.launches.map(\.arguments) == [["M.A/t2"]])
            worker += 1
            effects = run.send(run.ended(worker: worker, exitCode: 0), at: Double(worker))
        }
        #expect(effects.launches.isEmpty)
        let outcome = try #require(run.outcome, "the run never ended")
        let result = try #require(outcome.results.last)
        #expect(result.id == Scenario.id("A/t2"))
        #expect(result.attempts.count == retries + 1)
        #expect(result.attempts.allSatisfy { $0.endedWithoutResult })
        #expect(
            result.attempts.last?.issues.last?.description
                == "Test not run: its worker finished its run (exit status 0) without starting it")
        #expect(outcome.exitCode == RunnerExitCode.testsFailed)
        #expect(outcome.summary.endedWithoutResult == 1 && outcome.summary.crashed == 0)
    }

    @Test("a worker that exits with status 0 mid-test: no crash, what happened said in one line")
    func cleanExitMidTest() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.retries = 1 }
        _ = run.begin()
        _ = run.send([run.started("A/t1"), .streamEnded(worker: 1), .exited(worker: 1, status: 0)], at: 1)
        _ = run.send([run.started("A/t1", worker: 2), .streamEnded(worker: 2), .exited(worker: 2, status: 0)], at: 2)
        let result = try #require(run.outcome?.results.first)
        #expect(result.attempts.count == 2)
        #expect(result.attempts.allSatisfy { $0.endedWithoutResult })
        #expect(
            result.attempts.last?.issues.last?.description
                == "The worker exited with status 0 before reporting the test's end")
        let formatter = ConsoleFormatter(style: .plain)
        let line = formatter.resultLine(result)
        #expect(line.contains("ERROR") && line.contains("before reporting the test's end"), "\(line)")
        #expect(!line.contains("CRASH"))
        #expect(AttemptDescription(result.attempts[0]).headline.contains("crash") == false)
        let summary = try #require(run.outcome?.summary)
        #expect(summary.line == "0 passed, 1 failed, 1 without a result (worker exited)")
    }

    @Test("exit status 1 mid-test, as a run ends when a test failed, is no crash either")
    func exitOneMidTest() throws {
        var run = Scenario(classes: [("A", ["t1"])])
        _ = run.begin()
        _ = run.send([run.started("A/t1"), .streamEnded(worker: 1), .exited(worker: 1, status: 1 << 8)], at: 1)
        let result = try #require(run.outcome?.results.first)
        #expect(result.attempts.first?.endedWithoutResult == true)
        #expect(
            result.attempts.first?.issues.last?.description
                == "The worker exited with status 1 before reporting the test's end")
        let line = ConsoleFormatter(style: .plain).resultLine(result)
        #expect(line.contains("ERROR") && line.contains("exited with status 1"), "\(line)")
    }
}
