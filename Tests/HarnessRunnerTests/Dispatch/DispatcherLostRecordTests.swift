import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A worker whose stream held a line the runner could not read (issue 33): the end of a test
/// may have been in it, so no test is judged on its missing end. Each test still running when
/// the worker ends runs again alone, instead of being charged crashed.
struct DispatcherLostRecordTests {
    typealias Fixture = DispatcherSwiftTestingTests
    typealias SideBySide = DispatcherSideBySideTests

    @Test func aTestWhoseEndMayHaveBeenLostRunsAgainAloneInsteadOfBeingCharged() throws {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()")), now: 1)
        let unreadable = dispatcher.step(
            .undecodable(worker: 1, line: #"{"kind":"event","payload":{"kind":"testEnded""#, reason: "cut"), now: 2)
        #expect(unreadable.notices.count == 1)
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 3)
        let ended = dispatcher.step(.streamEnded(worker: 1), now: 3)
        #expect(ended.results.isEmpty, "a() was judged on a lost record: \(ended.results)")
        #expect(ended.notices.first?.contains("could not be read") == true, "\(ended.notices)")
        #expect(SideBySide.handed(ended).map(\.tests).first == ["a()"])

        // Alone, its end arrives: it passed.
        let worker = try #require(SideBySide.handed(ended).first?.worker)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()"), worker: worker), now: 4)
        let passed = dispatcher.step(Fixture.wire(SideBySide.finished("a()"), worker: worker), now: 4)
        #expect(passed.results.map(\.status) == [.passed])
    }

    /// Without an unreadable line, a worker that exits 0 mid-test charges that test, as before.
    @Test func aTestWhoseEndWasNeverWrittenIsStillCharged() {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 3)
        let ended = dispatcher.step(.streamEnded(worker: 1), now: 3)
        #expect(ended.results.map(\.id.method) == ["a()"])
        #expect(ended.results.map(\.status) == [.crashed])
    }

    /// The process ended, and its reader, trailing it, still hands on records: each one keeps the
    /// loop waiting, so a test whose end comes late is judged on it (issue 33: under load, a
    /// reader more than a second behind the exit had passing tests charged).
    @Test func recordsThatTrailTheExitAreWaitedForWhileTheyCome() {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()")), now: 1)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("b()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 2)
        let grace = Dispatcher.streamGrace
        // a() ends just before the grace is over; b() a whole grace after the exit.
        let first = dispatcher.step(Fixture.wire(SideBySide.finished("a()")), now: 2 + grace - 0.1)
        #expect(first.results.map(\.status) == [.passed])
        #expect(dispatcher.step(.tick, now: 2 + grace).results.isEmpty, "the stream was given up while read")
        let second = dispatcher.step(Fixture.wire(SideBySide.finished("b()")), now: 2 + grace + 0.5)
        #expect(second.results.map(\.status) == [.passed])
        // At the stream's end, only the test that never started is charged.
        let ended = dispatcher.step(.streamEnded(worker: 1), now: 2 + grace + 0.6)
        #expect(ended.results.map(\.id.method) == ["c()"])
    }

    /// Output posts nothing of its own: a reader still taking seconds of a worker's output says
    /// so, and the records behind it are waited for (a side-by-side run under load 50 charged
    /// 64 passing tests as running when their worker ended, and ran each again alone).
    @Test func aReaderStillTakingOutputKeepsTheLoopWaitingForTheRecords() {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()")), now: 1)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("b()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 2)
        let grace = Dispatcher.streamGrace
        for step in 1...3 {
            #expect(dispatcher.step(.streamRead(worker: 1), now: 2 + Double(step) * (grace - 1)).results.isEmpty)
        }
        #expect(dispatcher.step(.tick, now: 2 + 4 * (grace - 1)).results.isEmpty, "given up while the output was read")
        let ends = [("a()", 0.1), ("b()", 0.2)].map { method, delay in
            dispatcher.step(Fixture.wire(SideBySide.finished(method)), now: 2 + 4 * (grace - 1) + delay)
        }
        #expect(ends.flatMap(\.results).map(\.status) == [.passed, .passed])
    }

    /// However long the reader stays busy, the wait ends: a process the worker started may print
    /// into its output for ever.
    @Test func aStreamReadForEverIsGivenUpAtTheLimit() {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 2)
        var time = 2.0
        while time < 2 + Dispatcher.streamWaitLimit - 1 {
            time += 1
            _ = dispatcher.step(.streamRead(worker: 1), now: time)
        }
        let given = dispatcher.step(.tick, now: 2 + Dispatcher.streamWaitLimit)
        #expect(given.results.map(\.id.method) == ["a()"])
    }
}
