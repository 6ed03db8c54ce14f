import Foundation

extension XCTestConsoleFormat {
    /// The line a `measure` block prints, byte for byte as the toolchain prints its wall-clock
    /// metric:
    ///
    /// ```text
    /// /src/T.swift:30: Test Case 'C.testSpeed' measured [Time, seconds] average: 0.010, relative
    /// standard deviation: 1.234%, values: [0.010000, …], performanceMetricID:org.swift.XCTPerformanceMetric_WallClockTime,
    /// maxPercentRelativeStandardDeviation: 10.000%, maxStandardDeviation: 0.100
    /// ```
    package static func measured(_ measured: WireEvent.Measured) -> String {
        Self.measured(measuredResults(measured), test: measured.test.xctestName, at: measured.location)
    }

    /// What follows `measured ` on a `measure` block's line: the metric's name and unit, its
    /// statistics to three decimals and each value to six.
    package static func measuredResults(_ measured: WireEvent.Measured) -> String {
        let values = measured.values.map { String(format: "%.6f", $0) }.joined(separator: ", ")
        return "[\(measured.name), \(measured.unit)] "
            + String(
                format: "average: %.3f, relative standard deviation: %.3f%%, ", measured.average,
                measured.relativeStandardDeviation)
            + "values: [\(values)], performanceMetricID:\(measured.metric), "
            + String(
                format: "maxPercentRelativeStandardDeviation: %.3f%%, maxStandardDeviation: %.3f",
                measured.maxPercentRelativeStandardDeviation, measured.maxStandardDeviation)
    }
}
