import Foundation

/// A quantity a performance test measures around each iteration of its block, in Apple's
/// modern performance API.
///
/// Harness offers ``XCTClockMetric``, ``XCTCPUMetric``, ``XCTMemoryMetric`` and
/// ``XCTStorageMetric``; a type of your own conforms by reporting what it saw between two
/// timestamps:
///
/// ```swift
/// final class AllocationMetric: NSObject, XCTMetric {
///     private var before = 0
///     func didStartMeasuring() { before = Allocator.count }
///     func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
///                             to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
///         [XCTPerformanceMeasurement(identifier: "com.example.allocations", displayName: "Allocations",
///                                    doubleValue: Double(Allocator.count - before), unitSymbol: "allocations")]
///     }
///     func copy(with zone: NSZone? = nil) -> Any { AllocationMetric() }
/// }
/// ```
public protocol XCTMetric: NSCopying, NSObjectProtocol {
    /// What the metric measured over one iteration, from `startTime` to `endTime`.
    func reportMeasurements(
        from startTime: XCTPerformanceMeasurementTimestamp, to endTime: XCTPerformanceMeasurementTimestamp
    ) throws -> [XCTPerformanceMeasurement]
    /// Called once, before the first iteration.
    func willBeginMeasuring()
    /// Called at the start of each iteration, just before the block.
    func didStartMeasuring()
    /// Called at the end of each iteration, just after the block.
    func didStopMeasuring()
}

extension XCTMetric {
    /// Does nothing: Apple's protocol makes this requirement optional.
    public func willBeginMeasuring() {}
    /// Does nothing: Apple's protocol makes this requirement optional.
    public func didStartMeasuring() {}
    /// Does nothing: Apple's protocol makes this requirement optional.
    public func didStopMeasuring() {}
}
