import Foundation
internal import HarnessWire

/// A moment at the start or end of a measured iteration, on the monotonic clock and the
/// calendar.
///
/// ```swift
/// let elapsed = Double(end.absoluteTimeNanoSeconds - start.absoluteTimeNanoSeconds) / 1e9
/// ```
open class XCTPerformanceMeasurementTimestamp: NSObject {
    /// The monotonic clock's reading. On Linux its unit is the nanosecond.
    public let absoluteTime: UInt64
    /// The monotonic clock's reading in nanoseconds.
    public var absoluteTimeNanoSeconds: UInt64 { absoluteTime }
    /// The calendar time of the same moment.
    public let date: Date

    /// Creates a timestamp from a monotonic reading (nanoseconds) and a date.
    public init(absoluteTime: UInt64, date: Date) {
        self.absoluteTime = absoluteTime
        self.date = date
    }

    /// The current moment.
    public override convenience init() {
        self.init(absoluteTime: MonotonicClock.nanoseconds(), date: Date())
    }
}
