/// A performance test's accepted result for one metric on one machine configuration: the
/// average it is compared with, and how far a new average may move before it counts.
///
/// Every metric Harness measures prefers smaller values (time, CPU, memory, bytes written),
/// so a *regression* is an average above the baseline.
///
/// ```swift
/// let baseline = Baseline(average: 0.010)          // 10 % regression, 10 % deviation allowed
/// let strict = Baseline(average: 0.010, maxPercentRegression: 5)
/// ```
public struct Baseline: Hashable, Codable, Sendable {
    /// The accepted average, in the metric's unit.
    public var average: Double
    /// How many percent above the baseline an average may be before the test fails (and how
    /// many below before an improvement is reported).
    public var maxPercentRegression: Double
    /// The largest relative standard deviation (percent) the measurements may show.
    public var maxPercentRelativeStandardDeviation: Double
    /// A change smaller than this, in the metric's unit, is noise whatever its percentage
    /// (0: none). Raise it for blocks so fast that a few microseconds are many percent.
    public var maxRegression: Double
    /// The metric's unit, for people reading the file (`seconds`, `kB`); not compared.
    public var unit: String?

    /// The allowances a baseline gets when it is recorded without explicit ones.
    public static let defaultMaxPercentRegression = 10.0
    /// The relative standard deviation allowed by default, as in the toolchain's XCTest.
    public static let defaultMaxPercentRelativeStandardDeviation = 10.0

    /// Creates a baseline; the allowances default to 10 % each and no absolute noise floor.
    public init(
        average: Double,
        maxPercentRegression: Double = Baseline.defaultMaxPercentRegression,
        maxPercentRelativeStandardDeviation: Double = Baseline.defaultMaxPercentRelativeStandardDeviation,
        maxRegression: Double = 0,
        unit: String? = nil
    ) {
        self.average = average
        self.maxPercentRegression = maxPercentRegression
        self.maxPercentRelativeStandardDeviation = maxPercentRelativeStandardDeviation
        self.maxRegression = maxRegression
        self.unit = unit
    }

    /// The same allowances around a new average: accepting a result keeps what the user
    /// tuned by hand.
    public func replacingAverage(with average: Double) -> Baseline {
        var copy = self
        copy.average = average
        return copy
    }

    /// How many percent `average` lies above (positive) or below (negative) the baseline.
    /// A zero baseline makes any positive average an infinite regression.
    public func percentChange(of average: Double) -> Double {
        guard self.average != 0 else { return average == 0 ? 0 : (average > 0 ? .infinity : -.infinity) }
        return (average - self.average) * 100 / self.average
    }
}
