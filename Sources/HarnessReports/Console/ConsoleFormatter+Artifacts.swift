import HarnessModel
import HarnessWire

extension ConsoleFormatter {
    /// Under a test's result line: each measured metric (average, spread, baseline, verdict)
    /// and each kept attachment's file, from the deciding attempt.
    ///
    /// ```
    ///         PASS [   0.140s] PerfTests.SortTests/testSort
    ///      MEASURED Time: average 0.013 s, rsd 4.2%; +8% over baseline 0.012 s, allowed 10%
    ///    ATTACHMENT screen.png  .build/harness/runs/…/01-screen.png
    /// ```
    func artifactLines(_ result: TestResult) -> [String] {
        guard let last = result.attempts.last else { return [] }
        var lines = caseLines(last, of: result)
        lines += last.measurements.map { measured in
            label("MEASURED", MeasurementText.fails(measured) ? .red : .cyan) + " " + MeasurementText.line(measured)
        }
        for attachment in last.attachments {
            let place = attachment.path ?? attachment.note ?? "not kept"
            lines.append(label("ATTACHMENT", .cyan) + " \(attachment.name)  \(place)")
        }
        return lines
    }
}

extension ConsoleFormatter {
    /// A parameterized Swift Testing function's cases, under its result line: every case when
    /// one did not pass, else one line counting them.
    ///
    /// ```
    ///         FAIL [   0.004s] MixedSuiteTests.AreaTests/sides(name:)
    ///         CASE PASS [   0.001s] MixedSuiteTests.AreaTests/sides(name:) ("triangle")
    ///         CASE FAIL [   0.001s] MixedSuiteTests.AreaTests/sides(name:) ("circle")
    ///        CASES 3 passed
    /// ```
    func caseLines(_ attempt: TestAttempt, of result: TestResult) -> [String] {
        guard !attempt.cases.isEmpty else { return [] }
        guard attempt.cases.contains(where: { $0.outcome != .passed }) else {
            return [label("CASES", .green) + " \(attempt.cases.count) passed"]
        }
        return attempt.cases.map { testCase in
            let (word, colour): (String, ConsoleStyle.Colour) =
                switch testCase.outcome {
                case .passed: ("PASS", .green)
                case .failed: ("FAIL", .red)
                case .skipped: ("SKIP", .yellow)
                }
            return label("CASE", colour) + " \(word) [\(Self.duration(testCase.duration))] \(result.id) "
                + "(\(testCase.arguments))"
        }
    }
}
