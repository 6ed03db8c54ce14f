import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A test the stop (Stop, Ctrl-C) kills while it runs: no verdict, but said, with what it
/// printed before the stop and how long it ran (issue 34, item 6).
struct DispatcherStopTests {
    typealias Scenario = DispatchScenario

    static func stopped(_ effects: [DispatchEffect]) -> [RunnerEvent.TestStopped] {
        effects.reports.compactMap { if case .testStopped(let stopped) = $0 { stopped } else { nil } }
    }

    @Test("stopped mid-test: said once, with its output so far and its time, and no result")
    func stoppedMidTest() throws {
        var run = Scenario(classes: [("A", ["t1", "t2"])])
        _ = run.begin()
        run.files.contents[Scenario.stdoutPath(worker: 1)] = "waiting for the lock\n"
        run.files.contents[Scenario.stderrPath(worker: 1)] = "still waiting\n"
        _ = run.send(run.started("A/t1"), at: 1)
        _ = run.send(.signal(SIGINT), at: 2)
        #expect(run.send(.tick, at: 5).signals.map(\.signal) == [SIGTERM])
        let end = run.send([.exited(worker: 1, status: SIGTERM), .streamEnded(worker: 1)], at: 5.5)
        let stopped = try #require(Self.stopped(end).first)
        #expect(Self.stopped(end).count == 1)
        #expect(stopped.id == Scenario.id("A/t1"))
        #expect(stopped.duration == 4.5)
        #expect(stopped.stdout == "waiting for the lock\n")
        #expect(stopped.stderr == "still waiting\n")
        #expect(!stopped.ranBesideOthers)
        #expect(end.results.isEmpty)
        #expect(run.outcome?.exitCode == RunnerExitCode.interrupted)
    }

    @Test("stopped between tests: nothing was running, nothing is said stopped")
    func stoppedBetweenTests() {
        var run = Scenario(classes: [("A", ["t1", "t2"])])
        _ = run.begin()
        _ = run.send([run.started("A/t1"), run.finished("A/t1", .passed)], at: 1)
        _ = run.send(.signal(SIGINT), at: 2)
        let end = run.send([.exited(worker: 1, status: SIGTERM), .streamEnded(worker: 1)], at: 2.5)
        #expect(Self.stopped(end).isEmpty)
    }

    @Test("stopped with two tests side by side: each said stopped, each saying its output may be no one test's")
    func stoppedSideBySide() {
        typealias SideBySide = DispatcherSideBySideTests
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { $0.interruptGrace = 1 }
        _ = dispatcher.begin(now: 0)
        for name in ["a()", "b()"] {
            _ = dispatcher.step(DispatcherSwiftTestingTests.wire(SideBySide.started(name)), now: 1)
        }
        _ = dispatcher.step(.signal(SIGINT), now: 2)
        #expect(dispatcher.step(.tick, now: 3).signals.map(\.signal) == [SIGTERM])
        let end = [EngineInput.exited(worker: 1, status: SIGTERM), .streamEnded(worker: 1)].flatMap {
            dispatcher.step($0, now: 3.5)
        }
        let stopped = Self.stopped(end)
        #expect(stopped.map(\.id.method) == ["a()", "b()"])
        #expect(stopped.map(\.ranBesideOthers) == [true, true])
        #expect(stopped.map(\.duration) == [2.5, 2.5])
        #expect(end.results.isEmpty, "no verdict, no rerun alone after a stop")
    }

    @Test("a crash is not a stop: only the interrupt's kill makes one")
    func crashIsNoStop() {
        var run = Scenario(classes: [("A", ["t1"])])
        _ = run.begin()
        _ = run.send(run.started("A/t1"), at: 1)
        let end = run.send([.exited(worker: 1, status: SIGSEGV), .streamEnded(worker: 1)], at: 2)
        #expect(Self.stopped(end).isEmpty)
        #expect(end.results.map(\.status) == [.crashed])
    }
}
