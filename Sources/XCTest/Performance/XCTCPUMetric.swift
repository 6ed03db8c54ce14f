internal import CXCTestSupport
import Foundation

/// CPU time used while the block runs, in seconds — and, where the kernel lets a process
/// count its own hardware events (`perf_event_open`), instructions retired (kI) and cycles
/// (kC), which are far less noisy than time on a shared machine.
///
/// CPU time covers the whole process unless the metric is limited to the measuring thread;
/// the hardware counters always count the measuring thread only.
///
/// ```swift
/// measure(metrics: [XCTCPUMetric(limitingToCurrentThread: true), XCTClockMetric()]) {
///     compressor.compress(buffer)
/// }
/// ```
open class XCTCPUMetric: NSObject, XCTMetric {
    private let threadOnly: Bool
    private var instructionCounter: Int32 = -1
    private var cycleCounter: Int32 = -1
    private var startCPUTime = 0.0
    private var stopCPUTime = 0.0
    private var startInstructions: Int64 = -1
    private var stopInstructions: Int64 = -1
    private var startCycles: Int64 = -1
    private var stopCycles: Int64 = -1

    /// CPU time of the whole process.
    public override convenience init() {
        self.init(limitingToCurrentThread: false)
    }

    /// CPU time of the measuring thread only (`true`), or of the whole process.
    public init(limitingToCurrentThread: Bool) {
        threadOnly = limitingToCurrentThread
    }

    deinit {
        cxct_perf_counter_close(instructionCounter)
        cxct_perf_counter_close(cycleCounter)
    }

    open func willBeginMeasuring() {
        if instructionCounter < 0 { instructionCounter = cxct_perf_counter_open(0) }
        if cycleCounter < 0 { cycleCounter = cxct_perf_counter_open(1) }
    }

    open func didStartMeasuring() {
        startInstructions = instructionCounter >= 0 ? cxct_perf_counter_read(instructionCounter) : -1
        startCycles = cycleCounter >= 0 ? cxct_perf_counter_read(cycleCounter) : -1
        startCPUTime = ProcessCounters.cpuTime(threadOnly: threadOnly)
    }

    open func didStopMeasuring() {
        stopCPUTime = ProcessCounters.cpuTime(threadOnly: threadOnly)
        stopCycles = cycleCounter >= 0 ? cxct_perf_counter_read(cycleCounter) : -1
        stopInstructions = instructionCounter >= 0 ? cxct_perf_counter_read(instructionCounter) : -1
    }

    open func reportMeasurements(
        from startTime: XCTPerformanceMeasurementTimestamp, to endTime: XCTPerformanceMeasurementTimestamp
    ) throws -> [XCTPerformanceMeasurement] {
        var measurements = [
            XCTPerformanceMeasurement(
                identifier: "com.apple.dt.XCTMetric_CPU.time", displayName: "CPU Time",
                doubleValue: max(0, stopCPUTime - startCPUTime), unitSymbol: "s")
        ]
        if startCycles >= 0, stopCycles >= startCycles {
            measurements.append(
                XCTPerformanceMeasurement(
                    identifier: "com.apple.dt.XCTMetric_CPU.cycles", displayName: "CPU Cycles",
                    doubleValue: Double(stopCycles - startCycles) / 1000, unitSymbol: "kC"))
        }
        if startInstructions >= 0, stopInstructions >= startInstructions {
            measurements.append(
                XCTPerformanceMeasurement(
                    identifier: "com.apple.dt.XCTMetric_CPU.instructions_retired",
                    displayName: "CPU Instructions Retired",
                    doubleValue: Double(stopInstructions - startInstructions) / 1000, unitSymbol: "kI"))
        }
        return measurements
    }

    open func copy(with zone: NSZone? = nil) -> Any { XCTCPUMetric(limitingToCurrentThread: threadOnly) }
}
