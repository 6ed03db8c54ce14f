/// What became of one measured metric's baseline: the pure outcome of comparing a measured
/// average with what the baseline file holds under the run's ``BaselinePolicy``.
///
/// ```swift
/// let decision = BaselineDecision.decide(
///     average: 0.012, unit: "seconds",
///     lookup: .found(Baseline(average: 0.010)), policy: BaselinePolicy())
/// decision.failsTest        // true: 20 % worse, 10 % allowed
/// ```
public enum BaselineDecision: Hashable, Sendable {
    /// Baselines are off: nothing was read or written.
    case notCompared
    /// No baseline for this configuration. `otherConfigurations` lists where the test does
    /// have one (never compared here); `failsTest` is strict mode's verdict.
    case missing(otherConfigurations: [String], failsTest: Bool)
    /// The average lies within the allowance.
    case within(Baseline, percentChange: Double)
    /// The average is worse than the baseline beyond the allowance: the test fails.
    case regression(Baseline, percentChange: Double)
    /// The average is better than the baseline beyond the allowance: reported, so the user
    /// can accept it.
    case improvement(Baseline, percentChange: Double)
    /// A new baseline to store (record mode, where there was none).
    case recorded(Baseline)
    /// A baseline to store in place of `previous` (accept mode).
    case accepted(Baseline, previous: Baseline?)
    /// The baseline to remove (delete mode); `previous` is nil when there was none.
    case deleted(previous: Baseline?)
    /// The baseline file cannot be read: nothing compared, nothing written.
    case unreadable(BaselineFileError)

    /// Whether the decision fails the test.
    public var failsTest: Bool {
        switch self {
        case .regression: true
        case .missing(_, let fails): fails
        default: false
        }
    }

    /// What the baseline file must change, if anything.
    public var change: Change? {
        switch self {
        case .recorded(let baseline), .accepted(let baseline, _): .set(baseline)
        case .deleted(.some): .remove
        default: nil
        }
    }

    /// A change to one entry of the baseline file.
    public enum Change: Hashable, Sendable {
        case set(Baseline)
        case remove
    }

    /// Decides. Only allowances stored in the baseline are used, so a user who tuned a
    /// test's allowance in the file gets it on every machine configuration they set.
    ///
    /// - Parameters:
    ///   - average: the measured average, in the metric's unit.
    ///   - unit: the metric's unit, stored with new baselines for readers of the file.
    ///   - lookup: what the baseline file holds for this test, metric and configuration.
    ///   - policy: the run's mode and strictness.
    public static func decide(average: Double, unit: String?, lookup: BaselineLookup, policy: BaselinePolicy)
        -> BaselineDecision
    {
        if policy.mode == .off { return .notCompared }
        switch lookup {
        case .unreadable(let error):
            return .unreadable(error)
        case .missing(let others):
            switch policy.mode {
            case .record: return .recorded(Baseline(average: average, unit: unit))
            case .accept: return .accepted(Baseline(average: average, unit: unit), previous: nil)
            case .delete: return .deleted(previous: nil)
            case .compare, .off: return .missing(otherConfigurations: others, failsTest: policy.isStrict)
            }
        case .found(let baseline):
            switch policy.mode {
            case .accept: return .accepted(baseline.replacingAverage(with: average), previous: baseline)
            case .delete: return .deleted(previous: baseline)
            case .compare, .record, .off: return compare(average, with: baseline)
            }
        }
    }

    /// Regression or improvement needs both the percentage and the absolute noise floor to
    /// be exceeded; anything else is within.
    static func compare(_ average: Double, with baseline: Baseline) -> BaselineDecision {
        let change = baseline.percentChange(of: average)
        let difference = average - baseline.average
        if change > baseline.maxPercentRegression && difference > baseline.maxRegression {
            return .regression(baseline, percentChange: change)
        }
        if change < -baseline.maxPercentRegression && -difference > baseline.maxRegression {
            return .improvement(baseline, percentChange: change)
        }
        return .within(baseline, percentChange: change)
    }
}

/// What a baseline file holds for one test, metric and machine configuration.
///
/// ```swift
/// switch BaselineLookup(file: store.load(), test: test, metric: metric, configurationID: id) {
/// case .found(let baseline): print(baseline.average)
/// case .missing(let others): print("no baseline here; recorded on \(others)")
/// case .unreadable(let problem): print("error: \(problem)")
/// }
/// ```
public enum BaselineLookup: Hashable, Sendable {
    /// The baseline of this configuration.
    case found(Baseline)
    /// None for this configuration; `otherConfigurations` lists those that have one.
    case missing(otherConfigurations: [String])
    /// The file could not be read.
    case unreadable(BaselineFileError)

    /// Looks a baseline up in a file (or in the error that reading it gave).
    ///
    /// ```swift
    /// let lookup = BaselineLookup(
    ///     file: store.load(), test: "M.C/testA", metric: id, configurationID: machine.identifier)
    /// ```
    public init(file: Result<BaselineFile, BaselineFileError>, test: String, metric: String, configurationID: String) {
        switch file {
        case .failure(let error):
            self = .unreadable(error)
        case .success(let file):
            if let baseline = file.baseline(test: test, metric: metric, configurationID: configurationID) {
                self = .found(baseline)
            } else {
                self = .missing(otherConfigurations: file.configurationIDs(test: test, metric: metric))
            }
        }
    }
}
