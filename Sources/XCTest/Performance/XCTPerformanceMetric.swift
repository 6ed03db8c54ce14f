/// Names a metric of the classic performance API,
/// ``XCTestCase/measureMetrics(_:automaticallyStartMeasuring:file:line:for:)``.
///
/// Linux's XCTest knows one metric, wall-clock time; Harness does too. For CPU time, memory
/// and bytes written, use ``XCTestCase/measure(metrics:options:file:line:block:)`` with
/// ``XCTCPUMetric``, ``XCTMemoryMetric`` and ``XCTStorageMetric``.
///
/// ```swift
/// measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {
///     let input = makeInput()      // not measured
///     startMeasuring()
///     sort(input)
///     stopMeasuring()
/// }
/// ```
public struct XCTPerformanceMetric: RawRepresentable, Equatable, Hashable {
    /// The metric's identifier, as printed after `performanceMetricID:`.
    public let rawValue: String

    /// Creates a metric from its identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a metric from its identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension XCTPerformanceMetric {
    /// Wall-clock time of each iteration, in seconds (monotonic clock).
    // The toolchain's type is not Sendable; an immutable value of a String is safe to share.
    nonisolated(unsafe) public static let wallClockTime = XCTPerformanceMetric(rawValue: WallClockTimeMetric.identifier)
}
