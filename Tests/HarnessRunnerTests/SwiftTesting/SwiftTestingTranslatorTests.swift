import Foundation
import HarnessWire
import Testing

@testable import HarnessRunner

/// Swift Testing's event stream (Swift 6.3.1, `--event-stream-version 0`, backtraces cut) turned
/// into the engine's wire events.
struct SwiftTestingTranslatorTests {
    static let fails = TestIdentifier(module: "LibTests", className: "Outer", method: "fails()")
    static let param = TestIdentifier(module: "LibTests", className: "Outer", method: "param(n:)")
    static let off = TestIdentifier(module: "LibTests", className: "Outer", method: "off()")
    static let known = TestIdentifier(module: "LibTests", className: "Outer", method: "known()")

    static let stream = #"""
        {"kind":"event","payload":{"instant":{"absolute":4410.481179286,"since1970":1795470019.1861334},\#
        "kind":"testStarted","messages":[{"symbol":"default","text":"Test fails() \#
        started."}],"testID":"LibTests.Outer/fails()/T.swift:11:4"},"version":0}
        {"kind":"event","payload":{"_comments":[],"instant":{"absolute":4410.481950933,\#
        "since1970":1795470019.1869056},"issue":{"isKnown":false,\#
        "sourceLocation":{"_filePath":"/tmp/stx/Tests/LibTests/T.swift","column":35,"fileID":"LibTests/T.swift",\#
        "line":11}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (add(1, x) \#
        → 3) == 4"}],"testID":"LibTests.Outer/fails()/T.swift:11:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":4410.482447454,"since1970":1795470019.1874018},\#
        "kind":"testEnded","messages":[{"symbol":"fail","text":"Test fails() failed after 0.001 seconds with 1 \#
        issue."}],"testID":"LibTests.Outer/fails()/T.swift:11:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":4410.482935689,"since1970":1795470019.1878898},\#
        "kind":"testStarted","messages":[{"symbol":"default","text":"Test param(n:) \#
        started."}],"testID":"LibTests.Outer/param(n:)/T.swift:12:4"},"version":0}
        {"kind":"event","payload":{"_comments":[],"_testCase":{"displayName":"3","id":"Parameterized test case \#
        ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [51])], discriminator: 0, isStable: \#
        true"},"instant":{"absolute":4410.483707367,"since1970":1795470019.1886618},"issue":{"isKnown":false,\#
        "sourceLocation":{"_filePath":"/tmp/stx/Tests/LibTests/T.swift","column":52,"fileID":"LibTests/T.swift",\#
        "line":12}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (n → 3) < \#
        3"}],"testID":"LibTests.Outer/param(n:)/T.swift:12:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":4410.532517241,"since1970":1795470019.2374744},\#
        "kind":"testEnded","messages":[{"symbol":"fail","text":"Test param(n:) with 3 test cases failed after \#
        0.049 seconds with 1 issue."}],"testID":"LibTests.Outer/param(n:)/T.swift:12:4"},"version":0}
        {"kind":"event","payload":{"_comments":["not \#
        now"],"instant":{"absolute":4410.533016227,"since1970":1795470019.2379704},"kind":"testSkipped",\#
        "messages":[{"symbol":"skip","text":"Test off() skipped: \"not \#
        now\""}],"testID":"LibTests.Outer/off()/T.swift:13:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":4410.533142854,"since1970":1795470019.238097},\#
        "kind":"testStarted","messages":[{"symbol":"default","text":"Test known() \#
        started."}],"testID":"LibTests.Outer/known()/T.swift:15:4"},"version":0}
        {"kind":"event","payload":{"_comments":[],"instant":{"absolute":4410.533697925,\#
        "since1970":1795470019.2386525},"issue":{"isKnown":true,\#
        "sourceLocation":{"_filePath":"/tmp/stx/Tests/LibTests/T.swift","column":41,"fileID":"LibTests/T.swift",\#
        "line":15}},"kind":"issueRecorded","messages":[{"symbol":"passWithKnownIssue","text":"Expectation \#
        failed: Bool(false)"}],"testID":"LibTests.Outer/known()/T.swift:15:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":4410.534041039,"since1970":1795470019.2389953},\#
        "kind":"testEnded","messages":[{"symbol":"passWithKnownIssue","text":"Test known() passed after 0.001 \#
        seconds with 1 known issue."}],"testID":"LibTests.Outer/known()/T.swift:15:4"},"version":0}
        {"kind":"event","payload":{"instant":{"absolute":4410.534315073,"since1970":1795470019.2392693},\#
        "kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 4 tests in 1 suite failed after \#
        0.057 seconds with 3 issues (including 1 known issue)."}]},"version":0}
        """#

    static func translated() throws -> [WireEvent.Kind] {
        let translator = SwiftTestingTranslator(
            bundle: "StxPackageTests",
            tests: [
                "LibTests.Outer/fails()/T.swift:11:4": fails, "LibTests.Outer/param(n:)/T.swift:12:4": param,
                "LibTests.Outer/off()/T.swift:13:4": off, "LibTests.Outer/known()/T.swift:15:4": known,
            ])
        return try stream.split(separator: "\n").flatMap { try translator.translate(line: Data($0.utf8)) }.map(\.kind)
    }

    static func finished(_ kinds: [WireEvent.Kind]) -> [TestIdentifier: TestOutcome] {
        var outcomes: [TestIdentifier: TestOutcome] = [:]
        for case .testFinished(let finished) in kinds { outcomes[finished.test] = finished.outcome }
        return outcomes
    }

    @Test func outcomesFollowTheIssuesNotTheMessages() throws {
        let outcomes = Self.finished(try Self.translated())
        #expect(outcomes == [Self.fails: .failed, Self.param: .failed, Self.off: .skipped, Self.known: .passed])
    }

    @Test func everyFinishedTestWasStartedFirst() throws {
        var started: Set<TestIdentifier> = []
        for kind in try Self.translated() {
            if case .testStarted(let event) = kind { started.insert(event.test) }
            if case .testFinished(let event) = kind { #expect(started.contains(event.test)) }
        }
        #expect(started.count == 4)
    }

    @Test func issuesKeepTheExpectationTextLocationAndCase() throws {
        let issues = try Self.translated().compactMap { kind -> (TestIdentifier?, IssueRecord)? in
            guard case .issueRecorded(let recorded) = kind else { return nil }
            return (recorded.test, recorded.issue)
        }
        #expect(issues.count == 3)
        let failure = try #require(issues.first { $0.0 == Self.fails }?.1)
        #expect(failure.description == "Expectation failed: (add(1, x) → 3) == 4")
        #expect(failure.location == SourceLocation(file: "/tmp/stx/Tests/LibTests/T.swift", line: 11))
        #expect(!failure.isKnownFailure)
        let parameterized = try #require(issues.first { $0.0 == Self.param }?.1)
        #expect(parameterized.description.hasSuffix("(test case 3)"))
        #expect(try #require(issues.first { $0.0 == Self.known }?.1).isKnownFailure)
    }

    @Test func aDisabledTestCarriesItsReason() throws {
        let reasons = try Self.translated().compactMap { kind -> String? in
            guard case .testSkipped(let skipped) = kind else { return nil }
            return skipped.description
        }
        #expect(reasons == ["not now"])
    }

    @Test func aWarningDoesNotFailItsTest() throws {
        let line =
            #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"issue":{"isKnown":false,"#
            + #""isFailure":false,"severity":"warning"},"kind":"issueRecorded","#
            + #""messages":[{"symbol":"warning","text":"careful"}],"#
            + #""testID":"LibTests.Outer/fails()/T.swift:11:4"},"version":"6.3.0"}"#
        let translator = SwiftTestingTranslator(bundle: "B", tests: ["LibTests.Outer/fails()/T.swift:11:4": Self.fails])
        guard case .issueRecorded(let recorded) = try #require(translator.translate(line: Data(line.utf8)).first?.kind)
        else {
            Issue.record("no issue")
            return
        }
        #expect(recorded.issue.isKnownFailure)
        #expect(recorded.issue.knownFailureReason == "warning")
    }

    /// The stream's records and each test's own output, as the two pipes carry them, in the
    /// order the reader hands them on: before the first test, inside each, a line that looks
    /// like a record, an empty line, output with no line end.
    enum Piece {
        case output(String)
        case record(String)
    }
    static let recordsWithOutput: [Piece] = {
        let records = stream.split(separator: "\n").map { Piece.record(String($0)) }
        return [.output("loading the bundle\n")] + records[0...1]
            + [.output("fails says hello\n\nfails again\n")] + records[2...3]
            + [.output(#"case 1 {"kind":"event"} is a word here"# + "\n"), .output("no line end")] + records[4...]
    }()

    @Test func eachTestGetsTheOutputWrittenBetweenItsStartAndEnd() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("translator-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let translator = SwiftTestingTranslator(
            bundle: "B",
            tests: [
                "LibTests.Outer/fails()/T.swift:11:4": Self.fails, "LibTests.Outer/param(n:)/T.swift:12:4": Self.param,
                "LibTests.Outer/off()/T.swift:13:4": Self.off, "LibTests.Outer/known()/T.swift:15:4": Self.known,
            ], outputPath: path)
        var output: [TestIdentifier: String] = [:]
        var issues = 0
        for piece in Self.recordsWithOutput {
            guard case .record(let line) = piece else {
                if case .output(let text) = piece { translator.output(Data(text.utf8)) }
                continue
            }
            let events = try translator.translate(line: Data(line.utf8))
            for cut in translator.takeCuts() {
                output[cut.test] = OutputSlicer.slice(path: path, from: cut.start, to: cut.end, limit: 10_000).text
            }
            for event in events {
                switch event.kind {
                case .testFinished(let finished): output[finished.test] = output[finished.test] ?? ""
                case .issueRecorded: issues += 1
                default: break
                }
            }
        }
        #expect(output[Self.fails] == "fails says hello\n\nfails again\n")
        // Output is only ever output, whatever it looks like.
        #expect(output[Self.param] == #"case 1 {"kind":"event"} is a word here"# + "\nno line end")
        #expect(output[Self.off] == "")
        #expect(output[Self.known] == "")
        #expect(issues == 3)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("loading the bundle\n"))
    }

    /// Output is placed by the time it was written, not the time it was read: a line read
    /// after the record of its test's end, but written before it, is that test's.
    @Test func outputIsCutByTheTimeItWasWrittenNotRead() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("translator-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = TestIdentifier(module: "M", className: "S", method: "first()")
        let second = TestIdentifier(module: "M", className: "S", method: "second()")
        let translator = SwiftTestingTranslator(
            bundle: "B", tests: ["M.S/first()/T.swift:1:1": first, "M.S/second()/T.swift:2:1": second], outputPath: path
        )
        func record(_ kind: String, _ id: String, at time: Double) -> Data {
            Data(
                (#"{"kind":"event","payload":{"instant":{"absolute":\#(time),"since1970":\#(time)},"#
                    + #""kind":"\#(kind)","messages":[],"testID":"M.S/\#(id)/T.swift:\#(id == "first()" ? 1 : 2):1"},"#
                    + #""version":0}"#).utf8)
        }
        var events: [WireEvent] = []
        events += try translator.translate(line: record("testStarted", "first()", at: 100))
        // Read late: after first's end and second's start, though written while first ran.
        translator.output(Data("first's line\n".utf8), at: 100.5)
        translator.output(Data("second's line\n".utf8), at: 102.5)
        translator.output(Data("first's last\n".utf8), at: 100.9)
        events += try translator.translate(line: record("testEnded", "first()", at: 101))
        events += try translator.translate(line: record("testStarted", "second()", at: 102))
        events += try translator.translate(line: record("testEnded", "second()", at: 103))
        translator.finishOutput()
        var output: [TestIdentifier: String] = [:]
        for cut in translator.takeCuts() {
            output[cut.test] = OutputSlicer.slice(path: path, from: cut.start, to: cut.end, limit: 10_000).text
        }
        #expect(events.count == 4)
        #expect(output[first] == "first's line\nfirst's last\n")
        #expect(output[second] == "second's line\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first's line\nfirst's last\nsecond's line\n")
    }

    @Test func withoutAnOutputFileNoOffsetsAreGiven() throws {
        let translator = SwiftTestingTranslator(bundle: "B", tests: ["LibTests.Outer/fails()/T.swift:11:4": Self.fails])
        let line = try #require(Self.stream.split(separator: "\n").first)
        guard case .testStarted(let started) = try #require(translator.translate(line: Data(line.utf8)).first?.kind)
        else {
            Issue.record("no start")
            return
        }
        #expect(started.stdoutOffset == nil)
    }

    @Test func unknownRecordKindsAreIgnored() throws {
        let translator = SwiftTestingTranslator(bundle: "B", tests: [:])
        #expect(try translator.translate(line: Data(#"{"kind":"later","payload":{},"version":0}"#.utf8)).isEmpty)
    }

    /// A worker's stream is read for its events: its test records are recognised, not decoded,
    /// and still a malformed one is an error.
    @Test func testRecordsAreDecodedOnlyWhenAskedFor() throws {
        let line = try #require(SwiftTestingListerTests.stream.split(separator: "\n").first.map { Data($0.utf8) })
        guard case .test(let test) = try SwiftTestingRecord.decode(line: line) else {
            Issue.record("not a test record")
            return
        }
        #expect(test.name == "off()")
        guard case .other(let kind) = try SwiftTestingRecord.decode(line: line, payloads: .eventsOnly) else {
            Issue.record("a test record decoded for a reader of events")
            return
        }
        #expect(kind == "test")
        let event = try #require(Self.stream.split(separator: "\n").first.map { Data($0.utf8) })
        guard case .event(let started) = try SwiftTestingRecord.decode(line: event, payloads: .eventsOnly) else {
            Issue.record("an event not decoded")
            return
        }
        #expect(started.kind == "testStarted")
        #expect(throws: (any Error).self) {
            try SwiftTestingRecord.decode(line: Data(#"{"payload":{},"version":0}"#.utf8), payloads: .eventsOnly)
        }
    }

    /// A function the listing lacks is named once, however many cases it starts; a suite (no
    /// cases) and a listed function are not.
    @Test func aFunctionTheListingLacksIsNamedOnce() throws {
        let translator = SwiftTestingTranslator(bundle: "B", tests: ["LibTests.Outer/fails()/T.swift:11:4": Self.fails])
        func event(_ kind: String, _ id: String) -> Data {
            Data(
                (#"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"kind":"\#(kind)","#
                    + #""messages":[],"testID":"\#(id)","_testCase":{"id":"0","displayName":"x"}},"version":0}"#).utf8)
        }
        let unknown = "LibTests.Outer/new()/T.swift:40:4"
        for line in [
            event("testStarted", "LibTests.Outer"), event("testStarted", unknown), event("testCaseStarted", unknown),
            event("testCaseStarted", unknown), event("testStarted", "LibTests.Outer/fails()/T.swift:11:4"),
            event("testCaseStarted", "LibTests.Outer/fails()/T.swift:11:4"),
        ] {
            _ = try translator.translate(line: line)
        }
        #expect(translator.takeUnlisted() == [unknown])
        #expect(translator.takeUnlisted().isEmpty)
    }
}
