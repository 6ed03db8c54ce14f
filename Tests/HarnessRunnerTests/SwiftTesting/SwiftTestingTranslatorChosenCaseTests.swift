import Foundation
import HarnessWire
import Testing

@testable import HarnessRunner

/// A function run for chosen cases only (the navigator's ▶ on a case): the worker cancels the
/// other cases as they start, and the stream still names them; they are not this run's cases.
struct SwiftTestingTranslatorChosenCaseTests {
    typealias Records = SwiftTestingTranslatorSideBySideTests

    static func translate(_ lines: [String], chosen: Set<String>) throws -> [WireEvent.Kind] {
        let translator = SwiftTestingTranslator(
            bundle: "P", tests: [Records.slowID: Records.slow, Records.fastID: Records.fast],
            selectedCases: [Records.slow: chosen])
        return try lines.flatMap { try translator.translate(line: Data($0.utf8)) }.map(\.kind)
    }

    /// Cases 1 and 3 cancelled in the worker, 2 chosen and failing.
    static let oneChosen = [
        Records.record("testStarted", Records.slowID, at: 100),
        Records.record("testCaseStarted", Records.slowID, at: 100, testCase: "1"),
        Records.record("testCaseCancelled", Records.slowID, at: 100, testCase: "1"),
        Records.record("testCaseEnded", Records.slowID, at: 100, testCase: "1"),
        Records.record("testCaseStarted", Records.slowID, at: 100.25, testCase: "2"),
        Records.record("issueRecorded", Records.slowID, at: 100.5, testCase: "2", issue: true),
        Records.record("testCaseEnded", Records.slowID, at: 100.75, testCase: "2"),
        Records.record("testCaseStarted", Records.slowID, at: 100.75, testCase: "3"),
        Records.record("testCaseCancelled", Records.slowID, at: 100.75, testCase: "3"),
        Records.record("testCaseEnded", Records.slowID, at: 100.75, testCase: "3"),
        Records.record("testEnded", Records.slowID, at: 101),
    ]

    @Test func onlyTheChosenCaseIsReportedWithItsOutcome() throws {
        let finished = Records.finished(try Self.translate(Self.oneChosen, chosen: ["ID 2"]))
        #expect(finished.first?.cases == [TestCaseOutcome(id: "ID 2", arguments: "2", outcome: .failed, duration: 0.5)])
        #expect(finished.first?.outcome == .failed)
    }

    @Test func aFunctionWithoutChosenCasesReportsEveryCase() throws {
        let translator = SwiftTestingTranslator(
            bundle: "P", tests: [Records.slowID: Records.slow, Records.fastID: Records.fast],
            selectedCases: [Records.fast: ["ID 9"]])
        let kinds = try Self.oneChosen.flatMap { try translator.translate(line: Data($0.utf8)) }.map(\.kind)
        #expect(Records.finished(kinds).first?.cases?.map(\.arguments) == ["1", "2", "3"])
    }

    @Test func noCaseMatchingTheChosenOneIsSaidAsASkipNeverAPass() throws {
        // Every case cancelled in the worker: none is the one chosen.
        let noneChosen =
            [Records.record("testStarted", Records.slowID, at: 100)]
            + ["1", "2", "3"].flatMap { argument in
                ["testCaseStarted", "testCaseCancelled", "testCaseEnded"].map {
                    Records.record($0, Records.slowID, at: 100, testCase: argument)
                }
            } + [Records.record("testEnded", Records.slowID, at: 101)]
        let kinds = try Self.translate(noneChosen, chosen: ["ID 7"])
        let finished = Records.finished(kinds)
        #expect(finished.first?.outcome == .skipped)
        #expect(finished.first?.cases == nil)
        let skipped = kinds.compactMap { if case .testSkipped(let skip) = $0 { skip.description } else { nil } }
        #expect(skipped == [SwiftTestingTranslator.noChosenCaseMessage])
    }
}
