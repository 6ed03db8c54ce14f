import Foundation

/// Physical memory while the block runs, in kB: how much the resident set grew
/// (`Memory Physical`) and its peak (`Memory Peak Physical`).
///
/// The peak is per iteration: before each one Harness resets the kernel's high-water mark
/// (`/proc/self/clear_refs`); where it cannot, the peak is the process's since it started.
///
/// ```swift
/// measure(metrics: [XCTMemoryMetric()]) { _ = ImageDecoder().decode(data) }
/// ```
open class XCTMemoryMetric: NSObject, XCTMetric {
    private var startResident: Double?
    private var stop: (current: Double, peak: Double)?

    /// A metric of this process's physical memory.
    public override init() {}

    open func didStartMeasuring() {
        ProcessCounters.resetPeakMemory()
        startResident = ProcessCounters.residentMemory()?.current
    }

    open func didStopMeasuring() {
        stop = ProcessCounters.residentMemory()
    }

    open func reportMeasurements(
        from startTime: XCTPerformanceMeasurementTimestamp, to endTime: XCTPerformanceMeasurementTimestamp
    ) throws -> [XCTPerformanceMeasurement] {
        guard let startResident, let stop else { return [] }
        return [
            XCTPerformanceMeasurement(
                identifier: "com.apple.dt.XCTMetric_Memory.physical", displayName: "Memory Physical",
                doubleValue: stop.current - startResident, unitSymbol: "kB"),
            XCTPerformanceMeasurement(
                identifier: "com.apple.dt.XCTMetric_Memory.physical_peak", displayName: "Memory Peak Physical",
                doubleValue: stop.peak, unitSymbol: "kB"),
        ]
    }

    open func copy(with zone: NSZone? = nil) -> Any { XCTMemoryMetric() }
}
