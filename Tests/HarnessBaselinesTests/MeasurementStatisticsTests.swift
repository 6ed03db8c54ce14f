import HarnessBaselines
import Testing

@Suite("Measurement statistics")
struct MeasurementStatisticsTests {
    @Test("mean, sample standard deviation and relative deviation")
    func basic() {
        let statistics = MeasurementStatistics([2, 4, 4, 4, 5, 5, 7, 9])
        #expect(statistics.average == 5)
        // Sample (n − 1) deviation, as the toolchain's XCTest computes it: sqrt(32 / 7).
        #expect(abs(statistics.standardDeviation - (32.0 / 7).squareRoot()) < 1e-12)
        #expect(abs(statistics.relativeStandardDeviation - (32.0 / 7).squareRoot() * 100 / 5) < 1e-9)
    }

    @Test(
        "the toolchain's printed example: 0.3 s once, then nothing",
        arguments: [
            ([0.300106, 0.000001, 0, 0, 0, 0, 0, 0, 0, 0], 0.0300107, 316.226)
        ])
    func toolchainExample(values: [Double], average: Double, relative: Double) {
        let statistics = MeasurementStatistics(values)
        #expect(abs(statistics.average - average) < 1e-6)
        #expect(abs(statistics.relativeStandardDeviation - relative) < 1e-3)
    }

    @Test("degenerate inputs give zeros, never NaN", arguments: [[], [0.5], [0, 0, 0]] as [[Double]])
    func degenerate(values: [Double]) {
        let statistics = MeasurementStatistics(values)
        #expect(statistics.standardDeviation == 0)
        #expect(statistics.relativeStandardDeviation == 0)
        #expect(!statistics.average.isNaN)
    }

    @Test("identical values have no deviation")
    func constant() {
        let statistics = MeasurementStatistics(Array(repeating: 0.01, count: 10))
        #expect(abs(statistics.average - 0.01) < 1e-15)
        #expect(statistics.relativeStandardDeviation < 1e-9)
    }
}
