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
        var lines = last.measurements.map { measured in
            label("MEASURED", MeasurementText.fails(measured) ? .red : .cyan) + " " + MeasurementText.line(measured)
        }
        for attachment in last.attachments {
            let place = attachment.path ?? attachment.note ?? "not kept"
            lines.append(label("ATTACHMENT", .cyan) + " \(attachment.name)  \(place)")
        }
        return lines
    }
}
