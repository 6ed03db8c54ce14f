import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A bundle whose main is its own test library runs whole, as one test: started with no filter
/// and no stream, running from the spawn, judged by how its process ends.
struct DispatcherWholeRunTests {
    typealias Scenario = DispatchScenario

    /// The bundle's one test, as `TestBundle.wholeRun` names it.
    static let classes = [(name: Scenario.bundle, methods: [TestBundle.wholeRunMethod])]
    static let test = "\(Scenario.bundle)/\(TestBundle.wholeRunMethod)"

    @Test("it starts with no filter and no stream, its test running from the spawn")
    func startsWhole() throws {
        var run = Scenario(classes: Self.classes, ownMain: true)
        let begun = run.begin(at: 1)
        let launch = try #require(begun.launches.first)
        #expect(launch.arguments.isEmpty)
        #expect(launch.reading == .exitOnly)
        #expect(launch.standardOutput == .file(Scenario.stdoutPath(worker: 1)))
        #expect(launch.environment[WireFormat.fileDescriptorVariable] == nil)
        let started = begun.reports.compactMap { if case .testStarted(let started) = $0 { started.id } else { nil } }
        #expect(started.map(\.description) == ["M.\(Self.test)"])
    }

    @Test(
        "its exit status is the verdict, its output and time the test's",
        arguments: [
            (Int32(0) << 8, TestStatus.passed, nil, [String]()),
            (Int32(1) << 8, .failed, nil, ["The bundle's own main exited with status 1"]),
            (Int32(4) << 8, .failed, nil, ["The bundle's own main exited with status 4"]),
            (SIGSEGV, .crashed, SIGSEGV, ["Test crashed: the bundle's own main ended with signal 11 (SIGSEGV)"]),
        ] as [(Int32, TestStatus, Int32?, [String])])
    func judgedByItsEnd(waitStatus: Int32, status: TestStatus, signal: Int32?, issues: [String]) throws {
        var run = Scenario(classes: Self.classes, ownMain: true)
        _ = run.begin(at: 1)
        run.files.contents[Scenario.stdoutPath(worker: 1)] = "3 passes and 0 failures\n"
        run.files.contents[Scenario.stderrPath(worker: 1)] = "a warning\n"
        let effects = run.send([.streamEnded(worker: 1), .exited(worker: 1, status: waitStatus)], at: 3.5)
        let result = try #require(effects.results.first)
        let attempt = try #require(result.attempts.first)
        #expect(result.status == status)
        #expect(attempt.duration == 2.5)
        #expect(attempt.stdout == "3 passes and 0 failures\n" && attempt.stderr == "a warning\n")
        #expect(attempt.signal == signal)
        #expect(attempt.issues.map(\.description) == issues)
        #expect(effects.lostWorkers.isEmpty)
        #expect(run.outcome?.results.count == 1)
    }

    @Test("stopped (Stop, Ctrl-C): said stopped with its whole output so far and its time, no result")
    func stoppedByTheUser() throws {
        var run = Scenario(classes: Self.classes, ownMain: true)
        _ = run.begin(at: 1)
        run.files.contents[Scenario.stdoutPath(worker: 1)] = "2 passes so far\n"
        run.files.contents[Scenario.stderrPath(worker: 1)] = "a warning\n"
        _ = run.send(.signal(SIGINT), at: 2)
        _ = run.send(.tick, at: 5)
        let end = run.send([.exited(worker: 1, status: SIGTERM), .streamEnded(worker: 1)], at: 5.5)
        let stopped = DispatcherStopTests.stopped(end)
        #expect(stopped.map(\.id.description) == ["M.\(Self.test)"])
        #expect(stopped.first?.stdout == "2 passes so far\n" && stopped.first?.stderr == "a warning\n")
        #expect(stopped.first?.duration == 4.5)
        #expect(stopped.first?.ranBesideOthers == false)
        #expect(end.results.isEmpty)
        #expect(run.outcome?.exitCode == RunnerExitCode.interrupted)
    }

    @Test("past the time-out it is stopped and timed out")
    func timesOut() throws {
        var run = Scenario(classes: Self.classes, ownMain: true)
        _ = run.begin(at: 0)
        let tick = run.send(.tick, at: 10.5)
        #expect(tick.signals.map(\.signal) == [SIGTERM])
        let effects = run.send([.exited(worker: 1, status: SIGTERM), .streamEnded(worker: 1)], at: 11)
        let result = try #require(effects.results.first)
        #expect(result.status == .timedOut)
        #expect(result.attempts.first?.issues.first?.description.hasPrefix("Test timed out after 10 s") == true)
    }
}
