extension WireEvent {
    /// A performance test measured one metric: every value, its statistics, and how it
    /// compared with the baseline of this machine configuration.
    ///
    /// ```json
    /// {"kind":"measured","test":{…},"location":{"file":"/p/T.swift","line":12},
    ///  "metric":"org.swift.XCTPerformanceMetric_WallClockTime","name":"Time","unit":"seconds",
    ///  "values":[0.0101,0.0099],"warmUpValues":[],"average":0.01,"standardDeviation":0.00014,
    ///  "relativeStandardDeviation":1.41,"maxPercentRelativeStandardDeviation":10,"maxStandardDeviation":0.1,
    ///  "baseline":{"status":"within","failsTest":false,"configuration":"amd-epyc-2c-…","baselineAverage":0.0102,…}}
    /// ```
    public struct Measured: Hashable, Codable, Sendable {
        public var test: TestIdentifier
        /// The `measure` call's file and line.
        public var location: SourceLocation?
        /// The metric's identifier (`performanceMetricID`).
        public var metric: String
        /// The metric's display name (`Time`, `CPU Time`).
        public var name: String
        /// The unit of every value (`seconds`, `s`, `kB`).
        public var unit: String
        /// The measured iterations' values, in order; the statistics are theirs.
        public var values: [Double]
        /// Values of warm-up iterations, run first and left out of the statistics.
        public var warmUpValues: [Double]
        public var average: Double
        /// The sample standard deviation (n − 1).
        public var standardDeviation: Double
        /// The standard deviation as a percentage of the average.
        public var relativeStandardDeviation: Double
        /// The relative standard deviation allowed (percent).
        public var maxPercentRelativeStandardDeviation: Double
        /// A standard deviation below this is never a failure.
        public var maxStandardDeviation: Double
        /// The comparison with the baseline; absent when baselines are off.
        public var baseline: BaselineComparison?

        public init(
            test: TestIdentifier, location: SourceLocation?, metric: String, name: String, unit: String,
            values: [Double], warmUpValues: [Double], average: Double, standardDeviation: Double,
            relativeStandardDeviation: Double, maxPercentRelativeStandardDeviation: Double,
            maxStandardDeviation: Double, baseline: BaselineComparison?
        ) {
            self.test = test
            self.location = location
            self.metric = metric
            self.name = name
            self.unit = unit
            self.values = values
            self.warmUpValues = warmUpValues
            self.average = average
            self.standardDeviation = standardDeviation
            self.relativeStandardDeviation = relativeStandardDeviation
            self.maxPercentRelativeStandardDeviation = maxPercentRelativeStandardDeviation
            self.maxStandardDeviation = maxStandardDeviation
            self.baseline = baseline
        }
    }

    /// How a measured average compared with its baseline on this machine configuration.
    public struct BaselineComparison: Hashable, Codable, Sendable {
        /// The outcome.
        public enum Status: String, Hashable, Codable, Sendable {
            /// No baseline for this configuration (`otherConfigurations` lists any others).
            case missing
            /// Within the allowance.
            case within
            /// Worse than the allowance: the test fails.
            case regression
            /// Better than the allowance: the user may accept it.
            case improvement
            /// Stored as the new baseline (there was none).
            case recorded
            /// Stored as the new baseline, replacing one.
            case accepted
            /// This configuration's baseline was removed.
            case deleted
            /// The baseline file could not be read (or written): nothing compared.
            case unreadable
        }

        public var status: Status
        /// Whether this comparison fails the test (a regression, or strict mode without baseline).
        public var failsTest: Bool
        /// The machine configuration's identifier.
        public var configuration: String
        /// The configuration in words: `AMD EPYC, 2 cores, x86_64, Debian GNU/Linux 12`.
        public var configurationSummary: String
        /// The baseline file.
        public var file: String
        /// The baseline's average (compared with, stored, or deleted).
        public var baselineAverage: Double?
        /// How many percent the average lies above (+) or below (−) the baseline.
        public var percentChange: Double?
        /// The allowance, in percent.
        public var maxPercentRegression: Double?
        /// Configurations that do have a baseline for this test and metric.
        public var otherConfigurations: [String]
        /// The sentence the console prints about it, if any.
        public var message: String?

        public init(
            status: Status, failsTest: Bool, configuration: String, configurationSummary: String, file: String,
            baselineAverage: Double?, percentChange: Double?, maxPercentRegression: Double?,
            otherConfigurations: [String], message: String?
        ) {
            self.status = status
            self.failsTest = failsTest
            self.configuration = configuration
            self.configurationSummary = configurationSummary
            self.file = file
            self.baselineAverage = baselineAverage
            self.percentChange = percentChange
            self.maxPercentRegression = maxPercentRegression
            self.otherConfigurations = otherConfigurations
            self.message = message
        }
    }
}
