import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A side-by-side Swift Testing worker's output as its translator cut it: each test's attempt
/// holds its own range of the file and nothing else; lines no one test can be given are said
/// once; a test that dies alone after printing beside others runs again alone.
struct DispatcherSharedOutputTests {
    typealias Fixture = DispatcherSwiftTestingTests
    typealias SideBySide = DispatcherSideBySideTests

    /// A dispatcher whose worker 1's output file holds `text`.
    static func dispatcher(output text: String) throws -> Dispatcher {
        var dispatcher = Fixture.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        let files = try #require(dispatcher.context.files as? MemoryFiles)
        files.contents["/run/w1.out"] = text
        return dispatcher
    }

    static func cut(_ name: String, _ start: Int64, _ end: Int64, missed: Bool = false) -> EngineInput {
        .outputCut(worker: 1, cut: OutputCut(test: Fixture.test(name), start: start, end: end, missedShared: missed))
    }

    @Test func eachTestHoldsItsCutAndNothingOfItsNeighbours() throws {
        var dispatcher = try Self.dispatcher(output: "shared\nb's line\na's line\n")
        for name in ["a()", "b()"] { _ = dispatcher.step(Fixture.wire(SideBySide.started(name)), now: 1) }
        _ = dispatcher.step(Self.cut("b()", 7, 16), now: 2)
        let b = dispatcher.step(Fixture.wire(SideBySide.finished("b()")), now: 2).results
        _ = dispatcher.step(Self.cut("a()", 16, 25), now: 3)
        let a = dispatcher.step(Fixture.wire(SideBySide.finished("a()")), now: 3).results
        #expect(b.first?.attempts.first?.stdout == "b's line\n")
        #expect(a.first?.attempts.first?.stdout == "a's line\n")
    }

    @Test func linesNoOneTestCanBeGivenAreSaidOnceWithTheTestsThatRan() throws {
        var dispatcher = try Self.dispatcher(output: "")
        for name in ["a()", "b()"] { _ = dispatcher.step(Fixture.wire(SideBySide.started(name)), now: 1) }
        for name in ["a()", "b()"] { _ = dispatcher.step(Fixture.wire(SideBySide.finished(name)), now: 2) }
        var shared = SharedOutput()
        shared.include([Fixture.test("a()"), Fixture.test("b()")])
        shared.add(Data("either\n".utf8))
        #expect(dispatcher.step(.sharedOutput(worker: 1, output: shared), now: 3).notices.isEmpty)
        // Said once the worker is gone.
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 3)
        let notices = dispatcher.step(.streamEnded(worker: 1), now: 3).reports.compactMap {
            if case .notice(let notice) = $0 { notice } else { nil }
        }
        #expect(notices.map(\.kind) == [.sharedOutput])
        #expect(notices.first?.text.contains("(M.S/a(), M.S/b())") == true)
        #expect(notices.first?.text.hasSuffix(":\neither\n(also in /run/shared-output/worker-1.txt)") == true)
        #expect(try #require(dispatcher.context.files as? MemoryFiles).shared == [1: "either\n"])
    }

    /// A file that cannot be written is said on the notice, with the lines it could not show.
    @Test func sharedLinesThatCannotBeKeptAreSaidSo() throws {
        var dispatcher = try Self.dispatcher(output: "")
        try #require(dispatcher.context.files as? MemoryFiles).sharedFileFailure = "No space left on device"
        for name in ["a()", "b()"] { _ = dispatcher.step(Fixture.wire(SideBySide.started(name)), now: 1) }
        for name in ["a()", "b()"] { _ = dispatcher.step(Fixture.wire(SideBySide.finished(name)), now: 2) }
        var shared = SharedOutput()
        let lines = (1...25).map { "line \($0)\n" }.joined()
        shared.include([Fixture.test("a()"), Fixture.test("b()")])
        shared.add(Data(lines.utf8))
        _ = dispatcher.step(.sharedOutput(worker: 1, output: shared), now: 3)
        _ = dispatcher.step(.exited(worker: 1, status: 0), now: 3)
        let notices = dispatcher.step(.streamEnded(worker: 1), now: 3).notices
        #expect(notices.count == 1)
        #expect(
            notices.first?.hasSuffix(
                "\nline 20\n… 5 more lines not shown (they could not be kept: "
                    + "/run/shared-output/worker-1.txt: No space left on device)") == true, "\(notices)")
    }

    /// It crashed alone, but lines it printed beside others are in no test's output: it runs
    /// again alone (one process), and is charged there, with exactly what it printed.
    @Test func aTestThatDiesAloneAfterPrintingBesideOthersRunsAgainAlone() throws {
        var dispatcher = try Self.dispatcher(output: "about to crash\n")
        for name in ["a()", "b()"] { _ = dispatcher.step(Fixture.wire(SideBySide.started(name)), now: 1) }
        _ = dispatcher.step(Self.cut("b()", 0, 0, missed: true), now: 2)
        _ = dispatcher.step(Fixture.wire(SideBySide.finished("b()")), now: 2)
        _ = dispatcher.step(.exited(worker: 1, status: SIGABRT), now: 3)
        _ = dispatcher.step(Self.cut("a()", 0, 0, missed: true), now: 3)
        var shared = SharedOutput()
        shared.include([Fixture.test("a()"), Fixture.test("b()")])
        shared.add(Data("x\n".utf8))
        _ = dispatcher.step(.sharedOutput(worker: 1, output: shared), now: 3)
        let lost = dispatcher.step(.streamEnded(worker: 1), now: 3)
        #expect(lost.results.isEmpty)
        #expect(lost.notices.contains { $0.contains("which had run beside tests that printed") })
        // b() finished beside it: the lines may be b()'s, so they are said.
        #expect(lost.notices.contains { $0.contains("that no one of them can be given") })
        #expect(SideBySide.handed(lost).map(\.tests) == [["a()"]])
        #expect(SideBySide.handed(lost).map(\.parallel) == [false])
        let worker = try #require(SideBySide.handed(lost).first?.worker)
        try #require(dispatcher.context.files as? MemoryFiles).contents["/run/w\(worker).out"] =
            "about to crash\nFatal error\n"
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()"), worker: worker), now: 4)
        _ = dispatcher.step(.exited(worker: worker, status: SIGABRT), now: 5)
        _ = dispatcher.step(
            .outputCut(
                worker: worker, cut: OutputCut(test: Fixture.test("a()"), start: 0, end: 27, missedShared: false)),
            now: 5)
        let crashed = dispatcher.step(.streamEnded(worker: worker), now: 5)
        #expect(crashed.results.map(\.status) == [.crashed])
        #expect(crashed.results.first?.attempts.first?.stdout == "about to crash\nFatal error\n")
    }

    /// Without lines printed beside others, a test that dies alone is charged at once.
    @Test func aTestThatDiesAloneWithItsOwnOutputIsChargedAtOnce() throws {
        var dispatcher = try Self.dispatcher(output: "about to crash\n")
        _ = dispatcher.step(Fixture.wire(SideBySide.started("a()")), now: 1)
        _ = dispatcher.step(.exited(worker: 1, status: SIGABRT), now: 3)
        _ = dispatcher.step(Self.cut("a()", 0, 15), now: 3)
        let lost = dispatcher.step(.streamEnded(worker: 1), now: 3)
        #expect(lost.results.map(\.status) == [.crashed])
        #expect(lost.results.first?.attempts.first?.stdout == "about to crash\n")
    }
}
