import HarnessModel
import HarnessTestSupport
import HarnessWire
import Testing

@Suite("MeasurementText: one way to say a metric's numbers and verdict")
struct MeasurementTextTests {
    static let test = ReportSamples.id("PerformanceTests", "testSort")

    @Test(
        "the verdict names the change, the baseline and the allowance",
        arguments: [
            (WireEvent.BaselineComparison.Status.within, 8.0, "+8% over baseline 0.012 s, allowed 10%"),
            (.within, -6.126, "-6.1% under baseline 0.012 s, allowed 10%"),
            (.regression, 20, "+20% over baseline 0.012 s, allowed 10%: regression"),
            (
                .improvement, -30,
                "-30% under baseline 0.012 s, allowed 10%: improvement (keep it with 'harness baseline accept')"
            ),
            (.recorded, 0, "recorded as the baseline 0.012 s"),
            (.accepted, 0, "accepted as the new baseline (was 0.012 s)"),
            (.missing, 0, "no baseline for this machine (amd-epyc-2c-x86-64-debian-12-594825f5)"),
        ])
    func verdicts(status: WireEvent.BaselineComparison.Status, change: Double, text: String) {
        #expect(MeasurementText.verdict(ReportSamples.measured(Self.test, status: status, change: change)) == text)
    }

    @Test("the console line holds average, spread and verdict")
    func line() {
        #expect(
            MeasurementText.line(ReportSamples.measured(Self.test))
                == "Time: average 0.01296 s, rsd 2.9%; +8% over baseline 0.012 s, allowed 10%")
        var off = ReportSamples.measured(Self.test)
        off.baseline = nil
        #expect(MeasurementText.line(off) == "Time: average 0.01296 s, rsd 2.9%")
    }

    @Test(
        "numbers",
        arguments: [
            (0.012, "seconds", "0.012 s"), (0.006058, "seconds", "0.006058 s"),
            (1234.56, "kB", "1235 kB"), (12.5, "", "12.5"),
        ])
    func values(number: Double, unit: String, text: String) {
        #expect(MeasurementText.value(number, unit: unit) == text)
    }
}
