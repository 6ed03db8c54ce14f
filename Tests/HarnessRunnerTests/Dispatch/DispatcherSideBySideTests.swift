import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A Swift Testing worker that runs its batch side by side (`parallel` in its configuration):
/// several tests running at once, each ended by its own event, and a process that dies with
/// several running has each of them run again alone, so the crash is charged to one test only.
struct DispatcherSideBySideTests {
    typealias Fixture = DispatcherSwiftTestingTests

    static func test(_ name: String) -> TestIdentifier { Fixture.test(name) }

    static func started(_ name: String) -> WireEvent.Kind { .testStarted(.init(test: test(name))) }

    static func finished(_ name: String, _ outcome: TestOutcome = .passed, after duration: Double = 0)
        -> WireEvent.Kind
    {
        .testFinished(.init(test: test(name), outcome: outcome, duration: duration))
    }

    /// Each handed batch: the worker, its tests, and whether it runs them side by side.
    static func handed(_ effects: [DispatchEffect]) -> [(worker: Int, tests: [String], parallel: Bool)] {
        let selected = DispatcherStandbyTests.handed(effects)
        return effects.compactMap { effect in
            guard case .handWork(let worker, let json) = effect,
                let configuration = try? JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(json.utf8))
            else { return nil }
            return (worker, selected[worker] ?? [], configuration.parallel ?? false)
        }
    }

    @Test(arguments: [true, false])
    func aBatchRunsSideBySideUnlessTurnedOff(parallel: Bool) throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { $0.parallelSwiftTesting = parallel }
        let batch = try #require(Self.handed(dispatcher.begin(now: 0)).first)
        #expect(batch.tests == Fixture.names)
        #expect(batch.parallel == parallel)
    }

    @Test func aBatchOfOneTestRunsItAlone() throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil, running: ["b()"]) { _ in }
        let batch = try #require(Self.handed(dispatcher.begin(now: 0)).first)
        #expect(batch.tests == ["b()"] && !batch.parallel)
    }

    @Test func testsRunningAtOnceEachKeepTheirOwnIssuesAndEnd() throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        for name in Fixture.names { _ = dispatcher.step(Fixture.wire(Self.started(name)), now: 1) }
        let issue = IssueRecord(kind: .assertionFailure, description: "b broke", location: nil, isExpected: true)
        _ = dispatcher.step(Fixture.wire(.issueRecorded(.init(test: Self.test("b()"), issue: issue))), now: 1.5)
        var results: [TestResult] = []
        results += dispatcher.step(Fixture.wire(Self.finished("c()", after: 1)), now: 2).results
        results += dispatcher.step(Fixture.wire(Self.finished("a()", after: 2)), now: 3).results
        results += dispatcher.step(Fixture.wire(Self.finished("b()", .failed, after: 3)), now: 4).results
        #expect(results.map(\.id.method) == ["c()", "a()", "b()"])
        #expect(results.map(\.status) == [.passed, .passed, .failed])
        #expect(results.map { $0.attempts.first?.issues.map(\.description) ?? [] } == [[], [], ["b broke"]])
        #expect(dispatcher.state.workers[1]?.runningTests.isEmpty == true)
    }

    /// The worker's timeout counts from the oldest test still running.
    @Test func theTimeoutCountsFromTheOldestTestStillRunning() {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(Self.started("a()")), now: 0)
        _ = dispatcher.step(Fixture.wire(Self.started("b()")), now: 5)
        _ = dispatcher.step(Fixture.wire(Self.finished("a()")), now: 6)
        // b() started at 5: a --timeout of 10 stops it at 15, not 10 and not 16.
        #expect(dispatcher.step(.tick, now: 14.9).signals.isEmpty)
        #expect(dispatcher.step(.tick, now: 15).signals.map(\.signal) == [SIGTERM])
    }

    @Test func aCrashWithSeveralRunningRunsEachAgainAloneAndChargesOnlyTheOneThatCrashes() throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(Self.started("a()")), now: 1)
        _ = dispatcher.step(Fixture.wire(Self.started("b()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: SIGSEGV), now: 2)
        let lost = dispatcher.step(.streamEnded(worker: 1), now: 2)
        // No one is charged yet: the two run again, one at a time in one worker, before the rest.
        #expect(lost.results.isEmpty)
        #expect(lost.notices.count == 1)
        #expect(lost.notices.first?.contains("while 2 of its tests were running side by side") == true)
        #expect(Self.handed(lost).map(\.tests) == [["a()", "b()"]])
        #expect(Self.handed(lost).map(\.parallel) == [false])
        let worker = try #require(Self.handed(lost).first?.worker)

        // a() alone passes: not the one.
        _ = dispatcher.step(Fixture.wire(Self.started("a()"), worker: worker), now: 3)
        let passed = dispatcher.step(Fixture.wire(Self.finished("a()"), worker: worker), now: 3)
        #expect(passed.results.map(\.status) == [.passed])

        // b() alone, in the same process, crashes again: it is the one, and the rest of the batch
        // runs after it.
        _ = dispatcher.step(Fixture.wire(Self.started("b()"), worker: worker), now: 4)
        _ = dispatcher.step(.exited(worker: worker, status: SIGSEGV), now: 5)
        let crashed = dispatcher.step(.streamEnded(worker: worker), now: 5)
        #expect(crashed.results.map(\.id.method) == ["b()"])
        #expect(crashed.results.map(\.status) == [.crashed])
        #expect(crashed.results.first?.attempts.count == 1)
        #expect(Self.handed(crashed).map(\.tests) == [["c()"]])
    }

    @Test func aTimeoutWithSeveralRunningChargesTheOldestAndRunsTheOthersAgainAlone() throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(Self.started("a()")), now: 0)
        _ = dispatcher.step(Fixture.wire(Self.started("b()")), now: 1)
        #expect(dispatcher.step(.tick, now: 10).signals.map(\.signal) == [SIGTERM])
        _ = dispatcher.step(.exited(worker: 1, status: SIGTERM), now: 10.1)
        let lost = dispatcher.step(.streamEnded(worker: 1), now: 10.1)
        #expect(lost.results.map(\.id.method) == ["a()"])
        #expect(lost.results.map(\.status) == [.timedOut])
        #expect(Self.handed(lost).map(\.tests) == [["b()"]])
        #expect(Self.handed(lost).map(\.parallel) == [false])
    }

    /// A test run alone that dies before it starts is still charged: the rerun is bounded.
    @Test func aTestRunAloneIsChargedWhenItsWorkerDiesBeforeItStarts() throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil, running: ["a()", "b()"]) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(Self.started("a()")), now: 1)
        _ = dispatcher.step(Fixture.wire(Self.started("b()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: SIGABRT), now: 2)
        var effects = dispatcher.step(.streamEnded(worker: 1), now: 2)
        var statuses: [String: TestStatus] = [:]
        var batches = 0
        while let batch = Self.handed(effects).first, batches < 10 {
            batches += 1
            _ = dispatcher.step(.exited(worker: batch.worker, status: SIGABRT), now: 3)
            effects = dispatcher.step(.streamEnded(worker: batch.worker), now: 3)
            for result in effects.results { statuses[result.id.method] = result.status }
        }
        // Both suspects go to one worker, one at a time: it dies before the first starts, which
        // is charged; the second goes to the next.
        #expect(batches == 2)
        #expect(statuses == ["a()": .crashed, "b()": .crashed])
        #expect(dispatcher.state.outcome != nil)
    }
}
