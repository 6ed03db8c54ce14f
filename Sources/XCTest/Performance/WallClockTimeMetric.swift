import Foundation

/// The classic API's one metric: wall-clock seconds per iteration, reported under the
/// toolchain's identifier and names so its console line is byte-for-byte the toolchain's.
final class WallClockTimeMetric: NSObject, XCTMetric {
    static let identifier = "org.swift.XCTPerformanceMetric_WallClockTime"

    func reportMeasurements(
        from startTime: XCTPerformanceMeasurementTimestamp, to endTime: XCTPerformanceMeasurementTimestamp
    ) throws -> [XCTPerformanceMeasurement] {
        [
            XCTPerformanceMeasurement(
                identifier: Self.identifier, displayName: "Time",
                doubleValue: Double(endTime.absoluteTimeNanoSeconds &- startTime.absoluteTimeNanoSeconds) / 1e9,
                unitSymbol: "seconds")
        ]
    }

    func copy(with zone: NSZone? = nil) -> Any { WallClockTimeMetric() }
}
