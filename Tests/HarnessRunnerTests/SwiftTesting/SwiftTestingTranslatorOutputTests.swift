import Foundation
import HarnessWire
import Testing

@testable import HarnessRunner

/// Output of tests running side by side in one process: each write goes to one test exactly, or
/// to none and is said; a launcher's note goes to the test it names, whatever ran beside it.
struct SwiftTestingTranslatorOutputTests {
    static let first = TestIdentifier(module: "M", className: "S", method: "first()")
    static let second = TestIdentifier(module: "M", className: "S", method: "second()")

    /// A translator writing to a fresh file, and that file.
    static func translator() -> (SwiftTestingTranslator, String) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("side-by-side-\(UUID().uuidString).out").path
        let translator = SwiftTestingTranslator(
            bundle: "B", tests: ["M.S/first()/T.swift:1:1": first, "M.S/second()/T.swift:2:1": second],
            outputPath: path)
        return (translator, path)
    }

    static func record(_ kind: String, _ id: String, at time: Double) -> Data {
        Data(
            (#"{"kind":"event","payload":{"instant":{"absolute":\#(time),"since1970":\#(time)},"#
                + #""kind":"\#(kind)","messages":[],"testID":"M.S/\#(id)/T.swift:\#(id == "first()" ? 1 : 2):1"},"#
                + #""version":0}"#).utf8)
    }

    static func note(_ test: TestIdentifier, _ text: String) throws -> Data {
        try TestNoteRecord(test: test, text: text).encoded()
    }

    /// Each test's output by its cut.
    static func outputs(_ cuts: [OutputCut], path: String) -> [TestIdentifier: String] {
        var outputs: [TestIdentifier: String] = [:]
        for cut in cuts {
            outputs[cut.test] = OutputSlicer.slice(path: path, from: cut.start, to: cut.end, limit: 10_000).text
        }
        return outputs
    }

    @Test func aWriteWhileSeveralRunIsNoTestsAndIsSaid() throws {
        let (translator, path) = Self.translator()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var cuts: [OutputCut] = []
        _ = try translator.translate(line: Self.record("testStarted", "first()", at: 100))
        translator.output(Data("first alone\n".utf8), at: 100.5)
        _ = try translator.translate(line: Self.record("testStarted", "second()", at: 101))
        translator.output(Data("either of them\n".utf8), at: 101.5)
        // A note names its test: it is that test's alone, though both run.
        translator.note(try Self.note(Self.second, "HarnessLaunch: kept Beacon's launch folder\n"), at: 101.6)
        translator.note(try Self.note(Self.first, "HarnessLaunch: first's note\n"), at: 101.7)
        _ = try translator.translate(line: Self.record("testEnded", "first()", at: 102))
        cuts += translator.takeCuts()
        translator.output(Data("second alone\n".utf8), at: 102.5)
        _ = try translator.translate(line: Self.record("testEnded", "second()", at: 103))
        cuts += translator.takeCuts()
        translator.finishOutput()
        let outputs = Self.outputs(cuts, path: path)
        #expect(outputs[Self.first] == "first alone\nHarnessLaunch: first's note\n")
        #expect(outputs[Self.second] == "HarnessLaunch: kept Beacon's launch folder\nsecond alone\n")
        #expect(cuts.map(\.missedShared) == [true, true])
        let shared = try #require(translator.takeSharedOutput())
        #expect(shared.text == "either of them\n")
        #expect(shared.tests == [Self.first, Self.second])
        #expect(translator.takeSharedOutput() == nil)
    }

    /// A test that starts beside others midway misses the writes made after it started, and is
    /// named with them, though the writes before it had named the others already.
    @Test func aTestStartingBesideOthersMidwayIsNamedWithTheWritesAfterIt() throws {
        let third = TestIdentifier(module: "M", className: "S", method: "third()")
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("side-by-side-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let translator = SwiftTestingTranslator(
            bundle: "B",
            tests: [
                "M.S/first()/T.swift:1:1": Self.first, "M.S/second()/T.swift:2:1": Self.second,
                "M.S/third()/T.swift:3:1": third,
            ],
            outputPath: path)
        func record(_ kind: String, _ test: TestIdentifier, line: Int, at time: Double) -> Data {
            Data(
                (#"{"kind":"event","payload":{"instant":{"absolute":\#(time),"since1970":\#(time)},"#
                    + #""kind":"\#(kind)","messages":[],"testID":"M.S/\#(test.method)/T.swift:\#(line):1"},"#
                    + #""version":0}"#).utf8)
        }
        _ = try translator.translate(line: record("testStarted", Self.first, line: 1, at: 100))
        _ = try translator.translate(line: record("testStarted", Self.second, line: 2, at: 100.1))
        for index in 0..<3 { translator.output(Data("before \(index)\n".utf8), at: 100.2 + Double(index) / 100) }
        _ = try translator.translate(line: record("testStarted", third, line: 3, at: 101))
        translator.output(Data("after\n".utf8), at: 101.5)
        _ = try translator.translate(line: record("testEnded", Self.first, line: 1, at: 102))
        _ = try translator.translate(line: record("testEnded", Self.second, line: 2, at: 102.1))
        _ = try translator.translate(line: record("testEnded", third, line: 3, at: 102.2))
        let cuts = translator.takeCuts()
        #expect(cuts.map(\.test) == [Self.first, Self.second, third])
        #expect(cuts.map(\.missedShared) == [true, true, true])
        let shared = try #require(translator.takeSharedOutput())
        #expect(shared.tests == [Self.first, Self.second, third])
        #expect(shared.text == "before 0\nbefore 1\nbefore 2\nafter\n")
    }

    /// The cut comes before the event that ends its test, and a test still running when the
    /// stream ends (its process died) gets its cut then.
    @Test func aTestStillRunningAtTheEndGetsItsOutputThen() throws {
        let (translator, path) = Self.translator()
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try translator.translate(line: Self.record("testStarted", "first()", at: 100))
        _ = try translator.translate(line: Self.record("testStarted", "second()", at: 100.1))
        translator.output(Data("who?\n".utf8), at: 100.2)
        let ended = try translator.translate(line: Self.record("testEnded", "second()", at: 101))
        let secondCut = try #require(translator.takeCuts().first)
        #expect(secondCut.test == Self.second && secondCut.start == secondCut.end && secondCut.missedShared)
        guard case .testFinished(let finished) = ended.first?.kind else {
            Issue.record("no end")
            return
        }
        #expect(finished.stdoutOffset == secondCut.end)
        translator.output(Data("about to crash\n".utf8), at: 101.5)
        translator.output(Data("Fatal error: crashing on purpose\n".utf8), at: 101.6)
        translator.finishOutput()
        let cuts = translator.takeCuts()
        #expect(Self.outputs(cuts, path: path)[Self.first] == "about to crash\nFatal error: crashing on purpose\n")
        #expect(cuts.first?.missedShared == true)
    }

    /// A packet of the notes channel that is no record is output, never dropped.
    @Test func aNoteThatIsNoRecordIsOutput() throws {
        let (translator, path) = Self.translator()
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try translator.translate(line: Self.record("testStarted", "first()", at: 100))
        translator.note(Data("not a record\n".utf8), at: 100.5)
        _ = try translator.translate(line: Self.record("testEnded", "first()", at: 101))
        #expect(Self.outputs(translator.takeCuts(), path: path)[Self.first] == "not a record\n")
    }
}
