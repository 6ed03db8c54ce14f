/// The summary of one metric's values over a performance test's iterations, computed the way
/// the toolchain's XCTest prints it: the mean, the *sample* standard deviation (divided by
/// n − 1), and that deviation as a percentage of the mean.
///
/// ```swift
/// let statistics = MeasurementStatistics([0.010, 0.011, 0.009])
/// statistics.average                     // 0.010
/// statistics.relativeStandardDeviation   // 10.0 (percent)
/// ```
public struct MeasurementStatistics: Hashable, Sendable {
    /// The values the statistics are computed from, in the order they were measured.
    public let values: [Double]
    /// The arithmetic mean; 0 when there are no values.
    public let average: Double
    /// The sample standard deviation; 0 when there are fewer than two values (one value
    /// says nothing about spread, and dividing by n − 1 = 0 would give NaN).
    public let standardDeviation: Double
    /// The standard deviation as a percentage of the average; 0 when the average is 0, so
    /// that a block too fast to measure does not print `nan%`.
    public let relativeStandardDeviation: Double

    /// Computes the statistics of `values`.
    public init(_ values: [Double]) {
        self.values = values
        guard !values.isEmpty else {
            average = 0
            standardDeviation = 0
            relativeStandardDeviation = 0
            return
        }
        let mean = values.reduce(0, +) / Double(values.count)
        average = mean
        if values.count > 1 {
            let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
            standardDeviation = (squares / Double(values.count - 1)).squareRoot()
        } else {
            standardDeviation = 0
        }
        relativeStandardDeviation = mean == 0 ? 0 : standardDeviation * 100 / mean
    }
}
