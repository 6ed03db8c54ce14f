import Foundation

/// Bytes the process wrote to storage while the block ran, in kB (`Disk Logical Writes`,
/// from `write_bytes` in `/proc/self/io`: what reached the page cache for a file, whether or
/// not it was flushed yet). Kernels built without I/O accounting report nothing.
///
/// ```swift
/// measure(metrics: [XCTStorageMetric()]) { database.checkpoint() }
/// ```
open class XCTStorageMetric: NSObject, XCTMetric {
    private var startBytes: Double?
    private var stopBytes: Double?

    /// A metric of this process's writes.
    public override init() {}

    open func didStartMeasuring() { startBytes = ProcessCounters.bytesWritten() }

    open func didStopMeasuring() { stopBytes = ProcessCounters.bytesWritten() }

    open func reportMeasurements(
        from startTime: XCTPerformanceMeasurementTimestamp, to endTime: XCTPerformanceMeasurementTimestamp
    ) throws -> [XCTPerformanceMeasurement] {
        guard let startBytes, let stopBytes else { return [] }
        return [
            XCTPerformanceMeasurement(
                identifier: "com.apple.dt.XCTMetric_Disk.logical_writes", displayName: "Disk Logical Writes",
                doubleValue: max(0, stopBytes - startBytes) / 1024, unitSymbol: "kB")
        ]
    }

    open func copy(with zone: NSZone? = nil) -> Any { XCTStorageMetric() }
}
