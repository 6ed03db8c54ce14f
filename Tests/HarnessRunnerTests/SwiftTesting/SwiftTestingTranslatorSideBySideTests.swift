import Foundation
import HarnessWire
import Testing

@testable import HarnessRunner

/// A worker running its tests side by side: the stream interleaves the records of several
/// functions, and of one function's cases; each keeps its own issues, cases and end.
struct SwiftTestingTranslatorSideBySideTests {
    static let fast = TestIdentifier(module: "M", className: "WaitTests", method: "fast()")
    static let slow = TestIdentifier(module: "M", className: "WaitTests", method: "slow()")
    static let fastID = "M.WaitTests/fast()/WaitTests.swift:4:6"
    static let slowID = "M.WaitTests/slow()/WaitTests.swift:9:6"

    static func record(_ kind: String, _ testID: String, at time: Double, testCase: String? = nil, issue: Bool = false)
        -> String
    {
        let caseField = testCase.map { #""_testCase":{"displayName":"\#($0)","id":"ID \#($0)"},"# } ?? ""
        let issueField = issue ? #""issue":{"isKnown":false},"# : ""
        let messages = issue ? #"[{"symbol":"fail","text":"Expectation failed"}]"# : "[]"
        return #"{"kind":"event","payload":{\#(caseField)"instant":{"absolute":1,"since1970":\#(time)},"#
            + #"\#(issueField)"kind":"\#(kind)","messages":\#(messages),"testID":"\#(testID)"},"version":0}"#
    }

    static func translate(_ lines: [String]) throws -> [WireEvent.Kind] {
        let translator = SwiftTestingTranslator(bundle: "P", tests: [fastID: fast, slowID: slow])
        return try lines.flatMap { try translator.translate(line: Data($0.utf8)) }.map(\.kind)
    }

    static func finished(_ kinds: [WireEvent.Kind]) -> [WireEvent.TestFinished] {
        kinds.compactMap { if case .testFinished(let finished) = $0 { finished } else { nil } }
    }

    @Test func interleavedFunctionsEachEndWithTheirOwnOutcomeAndDuration() throws {
        let kinds = try Self.translate([
            Self.record("testStarted", Self.slowID, at: 100),
            Self.record("testStarted", Self.fastID, at: 100.5),
            Self.record("issueRecorded", Self.slowID, at: 100.6, issue: true),
            Self.record("testEnded", Self.fastID, at: 101),
            Self.record("testEnded", Self.slowID, at: 103),
        ])
        let finished = Self.finished(kinds)
        #expect(finished.map(\.test) == [Self.fast, Self.slow])
        #expect(finished.map(\.outcome) == [.passed, .failed])
        #expect(finished.map(\.duration) == [0.5, 3])
    }

    @Test func casesOfOneFunctionRunningAtOnceEachEndWithTheirOwnOutcome() throws {
        let kinds = try Self.translate([
            Self.record("testStarted", Self.slowID, at: 100),
            Self.record("testCaseStarted", Self.slowID, at: 100, testCase: "1"),
            Self.record("testCaseStarted", Self.slowID, at: 100.25, testCase: "2"),
            Self.record("issueRecorded", Self.slowID, at: 100.5, testCase: "1", issue: true),
            Self.record("testCaseEnded", Self.slowID, at: 100.75, testCase: "2"),
            Self.record("testCaseEnded", Self.slowID, at: 101, testCase: "1"),
            Self.record("testEnded", Self.slowID, at: 101),
        ])
        #expect(
            Self.finished(kinds).first?.cases == [
                TestCaseOutcome(id: "ID 2", arguments: "2", outcome: .passed, duration: 0.5),
                TestCaseOutcome(id: "ID 1", arguments: "1", outcome: .failed, duration: 1),
            ])
    }

    /// With two functions running, which one the process died in is for the runner to find by
    /// running each again alone: no case is named.
    @Test func aStreamEndingWithTwoFunctionsRunningNamesNoCase() throws {
        let translator = SwiftTestingTranslator(bundle: "P", tests: [Self.fastID: Self.fast, Self.slowID: Self.slow])
        for line in [
            Self.record("testStarted", Self.slowID, at: 100),
            Self.record("testCaseStarted", Self.slowID, at: 100, testCase: "1"),
            Self.record("testStarted", Self.fastID, at: 100),
        ] {
            _ = try translator.translate(line: Data(line.utf8))
        }
        #expect(translator.unfinishedCases() == nil)
        _ = try translator.translate(line: Data(Self.record("testEnded", Self.fastID, at: 101).utf8))
        #expect(translator.unfinishedCases()?.running == "1")
    }
}
