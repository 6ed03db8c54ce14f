import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The Swift Testing worker started ahead (`Dispatcher+Standby`): it waits beside the running
/// worker, takes what a crash leaves, and is killed once its bundle has nothing left to run.
struct DispatcherStandbyTests {
    static func test(_ name: String) -> TestIdentifier { DispatcherSwiftTestingTests.test(name) }
    static func wire(_ kind: WireEvent.Kind, worker: Int) -> EngineInput {
        DispatcherSwiftTestingTests.wire(kind, worker: worker)
    }

    /// The workers the effects hand tests to, each with the functions its filter selects.
    static func handed(_ effects: [DispatchEffect]) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for case .handWork(let worker, let json) in effects {
            let configuration = try? JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(json.utf8))
            let filter = (try? Regex(configuration?.filter?.first ?? "^$")) ?? (try? Regex("^$"))
            result[worker] = DispatcherSwiftTestingTests.names.filter { name in
                filter.map { "M.S/\(name)/T.swift:1:1".contains($0) } ?? false
            }
        }
        return result
    }

    static func workersStarted(_ effects: [DispatchEffect]) -> [RunnerEvent.WorkerStarted] {
        effects.reports.compactMap { if case .workerStarted(let started) = $0 { started } else { nil } }
    }

    @Test func aStandbyWaitsBesideTheFirstWorkerWithNoTests() {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        let effects = dispatcher.begin(now: 0)
        #expect(effects.launches.map(\.worker) == [1, 2])
        #expect(effects.launches.allSatisfy { $0.awaitsConfiguration })
        #expect(
            effects.launches.allSatisfy {
                $0.arguments == SwiftTestingCommandLine.awaitingConfiguration(descriptor: 4)
            })
        #expect(Self.handed(effects) == [1: DispatcherSwiftTestingTests.names])
        #expect(Self.workersStarted(effects).map(\.startedAhead) == [false, true])
    }

    @Test func theRestOfACrashedBatchGoesToTheStandbyAndAnotherStartsBehindIt() throws {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Self.wire(.testStarted(.init(test: Self.test("a()"))), worker: 1), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: SIGILL), now: 2)
        let effects = dispatcher.step(.streamEnded(worker: 1), now: 2)
        #expect(effects.results.map(\.status) == [.crashed])
        #expect(Self.handed(effects) == [2: ["b()", "c()"]])
        // The only process started is the next standby.
        #expect(effects.launches.map(\.worker) == [3])
        #expect(Self.workersStarted(effects).map(\.startedAhead) == [true])
    }

    @Test func theStandbyIsKilledWhenItsBundleHasNoSwiftTestingWorkLeft() throws {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        for name in DispatcherSwiftTestingTests.names {
            _ = dispatcher.step(Self.wire(.testStarted(.init(test: Self.test(name))), worker: 1), now: 1)
            _ = dispatcher.step(
                Self.wire(.testFinished(.init(test: Self.test(name), outcome: .passed, duration: 0)), worker: 1),
                now: 1)
        }
        _ = dispatcher.step(.streamEnded(worker: 1), now: 2)
        let end = dispatcher.step(.exited(worker: 1, status: 0), now: 2)
        #expect(end.signals.filter { $0.worker == 2 }.map(\.signal) == [SIGKILL])
        #expect(Self.handed(end).isEmpty && end.launches.isEmpty)
        #expect(dispatcher.state.outcome?.results.map(\.status) == [.passed, .passed, .passed])
        // Its end, later, changes nothing.
        #expect(dispatcher.step(.exited(worker: 2, status: SIGKILL), now: 3).isEmpty)
    }

    @Test func anInterruptKillsTheStandbyAtOnce() {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Self.wire(.testStarted(.init(test: Self.test("a()"))), worker: 1), now: 1)
        let effects = dispatcher.step(.signal(SIGINT), now: 1)
        #expect(effects.signals.filter { $0.worker == 2 }.map(\.signal) == [SIGKILL])
        #expect(dispatcher.state.standbys.isEmpty)
    }

    @Test func aStandbyThatEndsByItselfIsSaidOnceAndNotReplaced() throws {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        let ended = dispatcher.step(.exited(worker: 2, status: 1 << 8), now: 1)
        #expect(ended.notices.count == 1)
        #expect(ended.notices.first?.contains("ended before it had tests (exit status 1)") == true, "\(ended.notices)")
        #expect(ended.launches.isEmpty)
        _ = dispatcher.step(Self.wire(.testStarted(.init(test: Self.test("a()"))), worker: 1), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: SIGILL), now: 2)
        let crashed = dispatcher.step(.streamEnded(worker: 1), now: 2)
        // The rest goes to a process of its own, and no standby follows.
        #expect(crashed.launches.map(\.worker) == [3])
        #expect(Self.handed(crashed) == [3: ["b()", "c()"]])
    }

    /// A crash inside a parameterized function's case: the attempt keeps the cases that ended,
    /// and its crash issue names the case it died in.
    @Test func aCrashInsideACaseNamesTheCase() throws {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Self.wire(.testStarted(.init(test: Self.test("a()"))), worker: 1), now: 1)
        let ended = TestCaseOutcome(id: "1", arguments: "1", outcome: .passed, duration: 0.1)
        _ = dispatcher.step(.exited(worker: 1, status: SIGILL), now: 2)
        _ = dispatcher.step(.unfinishedCases(worker: 1, ended: [ended], running: #""circle""#), now: 2)
        let effects = dispatcher.step(.streamEnded(worker: 1), now: 2)
        let attempt = try #require(effects.results.first?.attempts.first)
        #expect(attempt.status == .crashed)
        #expect(attempt.cases == [ended])
        #expect(attempt.issues.last?.description.hasSuffix(#", in its case "circle""#) == true, "\(attempt.issues)")
    }

    @Test func xctestWorkersHaveNoStandby() {
        var run = DispatchScenario(classes: [("A", ["t1", "t2"])])
        let effects = run.begin()
        #expect(effects.launches.map(\.worker) == [1])
        #expect(!effects.launches.contains { $0.awaitsConfiguration })
    }
}
