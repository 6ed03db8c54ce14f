import Foundation

extension BaselineDecision {
    /// The words a user reads about the decision, the same in the bundle's console and in
    /// the runner's report; nil when there is nothing worth a line (baselines off, or no
    /// baseline anywhere and not strict — the toolchain's output stays untouched).
    ///
    /// A failing decision's message is the test failure's description, after XCTest's
    /// `failed: ` prefix.
    ///
    /// ```swift
    /// decision.message(metric: "[Time, seconds]", average: 0.012, configurationID: machine.identifier, filePath: path)
    /// // "[Time, seconds] average 0.012000 is 20.000% worse than the baseline 0.010000
    /// //  (allowed: 10.000%) on amd-epyc-…" (one line)
    /// ```
    public func message(metric: String, average: Double, configurationID: String, filePath: String) -> String? {
        let measured = Self.format(average)
        let record = "record one with \(BaselinePolicy.modeVariable)=record"
        switch self {
        case .notCompared:
            return nil
        case .missing(let others, let fails):
            if fails {
                return "\(metric) has no baseline on machine configuration \(configurationID) "
                    + "(\(BaselinePolicy.strictVariable) fails tests until one is set); \(record)"
            }
            guard !others.isEmpty else { return nil }
            return "\(metric) has no baseline on this machine configuration \(configurationID), only on "
                + "\(others.joined(separator: ", ")) (never compared across configurations); \(record)"
        case .within(let baseline, let change):
            return
                "\(metric) average \(measured) is within \(Self.percent(baseline.maxPercentRegression)) of the "
                + "baseline "
                + "\(Self.format(baseline.average)) (\(Self.signedPercent(change))) on \(configurationID)"
        case .regression(let baseline, let change):
            return "\(metric) average \(measured) is \(Self.percent(change)) worse than the baseline "
                + "\(Self.format(baseline.average)) (allowed: \(Self.percent(baseline.maxPercentRegression))) on "
                + "\(configurationID)"
        case .improvement(let baseline, let change):
            return "\(metric) average \(measured) is \(Self.percent(-change)) better than the baseline "
                + "\(Self.format(baseline.average)) (allowed: \(Self.percent(baseline.maxPercentRegression))) on "
                + "\(configurationID); "
                + "accept it with \(BaselinePolicy.modeVariable)=accept"
        case .recorded(let baseline):
            return
                "\(metric) baseline recorded: average \(Self.format(baseline.average)) on \(configurationID) in "
                + "\(filePath)"
        case .accepted(let baseline, let previous):
            let was = previous.map { " (was \(Self.format($0.average)))" } ?? ""
            return
                "\(metric) baseline accepted: average \(Self.format(baseline.average))\(was) on \(configurationID) "
                + "in \(filePath)"
        case .deleted(let previous):
            guard let previous else {
                return "\(metric) has no baseline to delete on \(configurationID) in \(filePath)"
            }
            return
                "\(metric) baseline deleted: average \(Self.format(previous.average)) on \(configurationID) in "
                + "\(filePath)"
        case .unreadable(let error):
            return "\(error); not comparing, and not writing to it"
        }
    }

    /// Six decimals, as the toolchain prints each value (`0.010203`); larger numbers keep three.
    static func format(_ value: Double) -> String {
        String(format: abs(value) < 1000 ? "%.6f" : "%.3f", value)
    }

    static func percent(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f%%", value) : "infinitely"
    }

    static func signedPercent(_ value: Double) -> String {
        value.isFinite ? String(format: "%+.3f%%", value) : "+∞"
    }
}
