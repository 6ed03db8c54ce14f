import Foundation
import HarnessWire

/// The one formatter of performance numbers: the console, JUnit, the HTML report and
/// `harness baseline show` all say a metric's average, spread, baseline and verdict in these
/// words, so that the four never disagree.
///
/// ```swift
/// MeasurementText.line(measured)
/// // "Time: average 0.013 s, rsd 4.2%; +8% over baseline 0.012 s, allowed 10%"
/// MeasurementText.value(0.006058, unit: "seconds")   // "0.006058 s"
/// ```
package enum MeasurementText {
    /// `Time: average 0.013 s, rsd 4.2%; +8% over baseline 0.012 s, allowed 10%`.
    package static func line(_ measured: WireEvent.Measured) -> String {
        var text = "\(measured.name): \(statistics(measured))"
        if let verdict = verdict(measured) { text += "; \(verdict)" }
        return text
    }

    /// `average 0.013 s, rsd 4.2%` (with `, over the 10% allowed` when the spread fails).
    package static func statistics(_ measured: WireEvent.Measured) -> String {
        var text =
            "average \(value(measured.average, unit: measured.unit)), rsd "
            + "\(percent(measured.relativeStandardDeviation))"
        if measured.relativeStandardDeviation > measured.maxPercentRelativeStandardDeviation,
            measured.standardDeviation > measured.maxStandardDeviation
        {
            text += " (over the \(percent(measured.maxPercentRelativeStandardDeviation)) allowed)"
        }
        return text
    }

    /// The comparison with the baseline in words; nil when baselines were off.
    package static func verdict(_ measured: WireEvent.Measured) -> String? {
        guard let baseline = measured.baseline else { return nil }
        let unit = measured.unit
        let stored = baseline.baselineAverage.map { value($0, unit: unit) }
        switch baseline.status {
        case .within, .regression, .improvement:
            guard let stored, let change = baseline.percentChange else { return baseline.message }
            let direction = change >= 0 ? "over" : "under"
            var text = "\(signedPercent(change)) \(direction) baseline \(stored)"
            if let allowed = baseline.maxPercentRegression { text += ", allowed \(percent(allowed))" }
            switch baseline.status {
            case .regression: text += ": regression"
            case .improvement: text += ": improvement (keep it with 'harness baseline accept')"
            default: break
            }
            return text
        case .missing:
            let others =
                baseline.otherConfigurations.isEmpty
                ? "" : " (\(baseline.otherConfigurations.count) other configuration(s) have one)"
            return "no baseline for this machine (\(baseline.configuration))\(others)"
        case .recorded:
            return "recorded as the baseline" + (stored.map { " \($0)" } ?? "")
        case .accepted:
            return "accepted as the new baseline" + (stored.map { " (was \($0))" } ?? "")
        case .deleted:
            return "baseline deleted" + (stored.map { " (was \($0))" } ?? "")
        case .unreadable:
            return "baseline unreadable: " + (baseline.message ?? baseline.file)
        }
    }

    /// Whether the metric failed its test (a regression, or a spread over the allowance).
    package static func fails(_ measured: WireEvent.Measured) -> Bool {
        measured.baseline?.failsTest == true
    }

    /// A number with its unit: 4 significant digits below 1000, whole numbers above;
    /// `seconds` is written `s`.
    package static func value(_ number: Double, unit: String?) -> String {
        let text: String
        if !number.isFinite {
            text = "\(number)"
        } else if abs(number) >= 1000 {
            text = String(Int(number.rounded()))
        } else {
            text = String(format: "%.4g", number)
        }
        guard let unit, !unit.isEmpty else { return text }
        return "\(text) \(unit == "seconds" ? "s" : unit)"
    }

    /// `10%`, `4.2%`: one decimal, none when whole.
    package static func percent(_ number: Double) -> String {
        let rounded = (number * 10).rounded() / 10
        return (rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)) + "%"
    }

    /// `+8%`, `-6.1%`.
    package static func signedPercent(_ number: Double) -> String {
        (number >= 0 ? "+" : "") + percent(number)
    }
}
