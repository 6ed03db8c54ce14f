import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The dispatch loop's sequences when a worker ends on its own: a crash mid-test, a kill from
/// outside, a wire line cut in half, a host that never launched, a process that never started.
struct DispatcherCrashTests {
    typealias Scenario = DispatchScenario

    @Test("a crash mid-test: that test crashed with its output, the rest of the batch in a new worker")
    func crashMidTest() throws {
        var run = Scenario(classes: [("A", ["t1", "t2", "t3"])])
        let first = try #require(run.begin().launches.first)
        #expect(first.arguments == ["M.A"])
        #expect(first.standardOutput == .file(Scenario.stdoutPath(worker: 1)))
        #expect(first.reading == .wire)

        _ = run.send([run.started("A/t1"), run.finished("A/t1", .passed, stdoutOffset: 10)], at: 1)
        _ = run.send(run.started("A/t2", stdoutOffset: 10), at: 2)
        run.files.contents[Scenario.stdoutPath(worker: 1)] = "t1 output\nabout to crash\n"
        let exit = run.send(.exited(worker: 1, status: SIGSEGV), at: 3.25)
        // The group leader is gone: its children go too, and the stream gets its end.
        #expect(exit.signals.map(\.worker) == [1] && exit.signals.map(\.signal) == [SIGKILL])
        #expect(exit.results.isEmpty)

        let end = run.send(.streamEnded(worker: 1), at: 3.5)
        let crashed = try #require(end.results.first)
        #expect(crashed.id == Scenario.id("A/t2"))
        #expect(crashed.status == .crashed)
        #expect(crashed.attempts.first?.signal == SIGSEGV)
        #expect(crashed.attempts.first?.stdout == "about to crash\n")
        #expect(crashed.attempts.first?.duration == 1.5)
        #expect(crashed.attempts.first?.issues.last?.description.contains("signal 11 (SIGSEGV)") == true)
        #expect(end.lostWorkers.map(\.replaced) == [true])
        #expect(end.contains(.removeFiles([Scenario.stdoutPath(worker: 1), Scenario.stderrPath(worker: 1)])))
        let replacement = try #require(end.launches.first)
        #expect(replacement.worker == 2)
        #expect(replacement.arguments == ["M.A/t3"])

        _ = run.send([run.started("A/t3", worker: 2), run.finished("A/t3", .passed, worker: 2)], at: 4)
        _ = run.send(run.ended(worker: 2, exitCode: 0), at: 5)
        let outcome = try #require(run.outcome)
        #expect(outcome.results.map(\.status) == [.passed, .crashed, .passed])
        #expect(outcome.exitCode == RunnerExitCode.testsFailed)
    }

    @Test("a worker killed from outside: the running test crashed, named by the signal; no timeout")
    func killedFromOutside() throws {
        var run = Scenario(classes: [("A", ["t1"])])
        _ = run.begin()
        _ = run.send([run.started("A/t1"), run.issue("A/t1", "first")], at: 1)
        let effects = run.send([.exited(worker: 1, status: SIGKILL), .streamEnded(worker: 1)], at: 2)
        let attempt = try #require(effects.results.first?.attempts.first)
        #expect(attempt.status == .crashed)
        #expect(attempt.signal == SIGKILL)
        #expect(attempt.issues.map(\.description).first == "first")
        #expect(attempt.issues.last?.description == "Test crashed: the worker process ended with signal 9 (SIGKILL)")
        #expect(effects.lostWorkers.map(\.reason) == ["ended with signal 9 (SIGKILL)"])
        #expect(effects.lostWorkers.map(\.replaced) == [false])
        #expect(run.outcome?.exitCode == RunnerExitCode.testsFailed)
    }

    @Test("killed before its first test (class set-up): the next test is blamed, the rest go on")
    func killedInClassSetUp() throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])])
        _ = run.begin()
        let effects = run.send([.exited(worker: 1, status: SIGABRT), .streamEnded(worker: 1)], at: 1)
        let blamed = try #require(effects.results.first)
        #expect(blamed.id == Scenario.id("A/t1"))
        #expect(blamed.status == .crashed)
        #expect(blamed.attempts.first?.issues.last?.description.contains("before the test started") == true)
        #expect(effects.launches.map(\.arguments) == [["M.A/t2"]])
    }

    @Test("a wire line cut in half: one notice, however many follow; the test still ends as crashed")
    func wireLineCutInHalf() throws {
        var run = Scenario(classes: [("A", ["t1"])])
        _ = run.begin()
        _ = run.send(run.started("A/t1"), at: 1)
        let cut = #"{"version":2,"kind":"testFinished","test":"M.A/t1","outc"#
        let first = run.send(.undecodable(worker: 1, line: cut, reason: "unexpected end of data"), at: 1.1)
        #expect(first.notices.count == 1)
        #expect(first.notices.first?.contains("unexpected end of data") == true)
        #expect(first.notices.first?.contains(cut) == true)
        let second = run.send(.undecodable(worker: 1, line: "garbage", reason: "not JSON"), at: 1.2)
        #expect(second.notices.isEmpty)
        #expect(second.results.isEmpty)

        // The process ended but something still holds the stream: after the grace, go on.
        _ = run.send(.exited(worker: 1, status: SIGPIPE), at: 2)
        let grace = Dispatcher.streamGrace
        #expect(run.send(.tick, at: 2 + grace - 0.1).results.isEmpty)
        #expect(run.dispatcher.state.wakeAt == 2 + grace)
        let late = run.send(.tick, at: 2 + grace)
        #expect(late.results.map(\.status) == [.crashed])
        #expect(run.outcome?.exitCode == RunnerExitCode.testsFailed)
    }

    @Test("a host that fails to launch: every test not run, with the bundle's reason; exit 5, no new worker")
    func hostFailsToLaunch() throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])])
        _ = run.begin()
        // The reason comes on the wire; standard error holds the app's launch log, and its words
        // play no part (the line that reads like a reason is not the one given).
        run.files.contents[Scenario.stderrPath(worker: 1)] =
            "App: willFinishLaunching\nerror: failed to launch the test host of M: as the log puts it\n"
        let finished = WireEvent.RunFinished(
            counts: Scenario.noCounts, exitCode: BundleExitCode.hostLaunchFailed,
            hostLaunchFailure: "failed to launch the test host of M: no delegate")
        let effects = run.send(
            [
                .wire(worker: 1, event: WireEvent(.runFinished(finished))),
                .exited(worker: 1, status: BundleExitCode.hostLaunchFailed << 8), .streamEnded(worker: 1),
            ], at: 1)
        #expect(effects.results.map(\.status) == [.hostLaunchFailed, .hostLaunchFailed])
        #expect(
            effects.results.map { $0.attempts.first?.issues.first?.description }
                == Array(repeating: "Not run: failed to launch the test host of M: no delegate", count: 2))
        // The launch log goes with the first test only.
        #expect(effects.results.map { $0.attempts.first?.stderr.isEmpty } == [false, true])
        #expect(effects.lostWorkers.map(\.replaced) == [false])
        #expect(effects.launches.isEmpty)
        #expect(run.outcome?.exitCode == RunnerExitCode.hostLaunchFailed)
    }

    @Test("exit 4 after a test ran is that test's crash, not a host failure")
    func exitFourMidTest() throws {
        var run = Scenario(classes: [("A", ["t1"])])
        _ = run.begin()
        _ = run.send(run.started("A/t1"), at: 1)
        let effects = run.send(
            [.exited(worker: 1, status: BundleExitCode.hostLaunchFailed << 8), .streamEnded(worker: 1)], at: 2)
        #expect(effects.results.map(\.status) == [.crashed])
        #expect(run.outcome?.exitCode == RunnerExitCode.testsFailed)
    }

    @Test("a process that cannot start: its tests crashed with the reason, retried while retries last")
    func spawnFailure() throws {
        var run = Scenario(classes: [("A", ["t1"])]) { $0.retries = 1 }
        _ = run.begin()
        let first = run.send(.spawnFailed(worker: 1, reason: "cannot start 'x': No such file"), at: 0)
        #expect(first.notices == ["failed to start a worker for SuiteTests: cannot start 'x': No such file"])
        #expect(first.attempts.map(\.willRetry) == [true])
        #expect(first.launches.map(\.worker) == [2])
        let second = run.send(.spawnFailed(worker: 2, reason: "cannot start 'x': No such file"), at: 0)
        #expect(second.results.map(\.status) == [.crashed])
        #expect(second.results.first?.attempts.count == 2)
        #expect(run.outcome?.exitCode == RunnerExitCode.testsFailed)
    }
}

/// A plan that follows a list of IDs (`--ids-from`) names every test to its worker in that
/// order, and asks Harness's XCTest to follow it.
struct DispatcherGivenOrderTests {
    @Test("a list of IDs: the worker's filter names each test in the list's order, HARNESS_TEST_ORDER=filter")
    func givenOrderReachesTheWorker() throws {
        var run = DispatchScenario(classes: [("A", ["t1", "t2", "t3"])], givenOrder: ["A/t3", "A/t1", "A/t2"])
        let launch = try #require(run.begin().launches.first)
        #expect(launch.arguments == ["M.A/t3,M.A/t1,M.A/t2"])
        #expect(launch.environment["HARNESS_TEST_ORDER"] == "filter")

        var listed = DispatchScenario(classes: [("A", ["t1", "t2", "t3"])])
        let plain = try #require(listed.begin().launches.first)
        #expect(plain.arguments == ["M.A"])
        #expect(plain.environment["HARNESS_TEST_ORDER"] == nil)
    }
}
