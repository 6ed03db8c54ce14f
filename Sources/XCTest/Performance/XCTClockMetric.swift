import Foundation

/// Elapsed time on the monotonic clock, in seconds: the default metric of
/// ``XCTestCase/measure(metrics:options:file:line:block:)``.
///
/// ```swift
/// measure(metrics: [XCTClockMetric()]) { parser.parse(document) }
/// ```
open class XCTClockMetric: NSObject, XCTMetric {
    static let identifier = "com.apple.dt.XCTMetric_Clock.time.monotonic"

    /// A metric of monotonic elapsed time.
    public override init() {}

    open func reportMeasurements(
        from startTime: XCTPerformanceMeasurementTimestamp, to endTime: XCTPerformanceMeasurementTimestamp
    ) throws -> [XCTPerformanceMeasurement] {
        [
            XCTPerformanceMeasurement(
                identifier: Self.identifier, displayName: "Clock Monotonic Time",
                doubleValue: Double(endTime.absoluteTimeNanoSeconds &- startTime.absoluteTimeNanoSeconds) / 1e9,
                unitSymbol: "s")
        ]
    }

    open func copy(with zone: NSZone? = nil) -> Any { XCTClockMetric() }
}
