import HarnessRunner
import HarnessSession
import Testing

@Suite("ComparisonVerdict: the one-line judgement")
struct ComparisonVerdictTests {
    static func rows(_ pairs: [(ObservedOutcome, ObservedOutcome)]) -> [ComparisonRow] {
        pairs.enumerated().map { index, pair in
            ComparisonRow(
                name: ConsoleTestName(className: "T", method: "test\(index)"), toolchain: pair.0, harness: pair.1)
        }
    }

    @Test(
        "states the verdict in one line",
        arguments: [
            ([(ObservedOutcome.passed, ObservedOutcome.passed)], "identical outcomes: 1 test (1 passed)"),
            (
                Array(repeating: (.passed, .passed), count: 120) + Array(repeating: (.skipped, .skipped), count: 3),
                "identical outcomes: 123 tests (120 passed, 3 skipped)"
            ),
            (
                [(.failed, .failed), (.passed, .passed), (.unfinished, .unfinished), (.skipped, .skipped)],
                "identical outcomes: 4 tests (1 passed, 1 failed, 1 skipped, 1 did not finish)"
            ),
            ([], "identical outcomes: 0 tests"),
            (
                [(.passed, .failed), (.passed, .passed), (.passed, .notRun), (.passed, .failed)],
                "DIFFERENT: 3 of 4 tests differ (2 passed -> failed, 1 passed -> not run)"
            ),
            ([(.notRun, .skipped)], "DIFFERENT: 1 of 1 test differ (1 not run -> skipped)"),
            (
                [(.skipped, .unfinished), (.failed, .passed)],
                "DIFFERENT: 2 of 2 tests differ (1 failed -> passed, 1 skipped -> did not finish)"
            ),
        ])
    func statesVerdict(pairs: [(ObservedOutcome, ObservedOutcome)], text: String) {
        #expect(ComparisonVerdict(rows: Self.rows(pairs)).description == text)
    }

    @Test("is identical only when no row differs", arguments: ObservedOutcome.allCases, ObservedOutcome.allCases)
    func identicalOnlyWhenNoRowDiffers(toolchain: ObservedOutcome, harness: ObservedOutcome) {
        let verdict = ComparisonVerdict(rows: Self.rows([(.passed, .passed), (toolchain, harness)]))
        #expect(verdict.isIdentical == (toolchain == harness))
    }
}
