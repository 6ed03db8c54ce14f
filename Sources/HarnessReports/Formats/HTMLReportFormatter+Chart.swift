import Foundation
import HarnessModel
import HarnessWire

extension HTMLReportFormatter {
    /// A measured metric: the line every report prints, then its iterations drawn as an
    /// inline SVG chart against the baseline and its allowed band, with the values as text.
    func measurementHTML(_ measured: WireEvent.Measured) -> String {
        let failing = MeasurementText.fails(measured)
        var html = "<figure class=\"measurement\(failing ? " regression" : "")\">\n"
        html += "<figcaption>\(Self.escape(MeasurementText.line(measured)))</figcaption>\n"
        html += Self.chart(measured)
        let values = measured.values.map { MeasurementText.value($0, unit: measured.unit) }.joined(separator: ", ")
        html += "<p class=\"values\">Iterations: \(Self.escape(values))"
        if let baseline = measured.baseline {
            html += " · \(Self.escape(baseline.configurationSummary))"
        }
        return html + "</p>\n</figure>\n"
    }

    /// The chart: one point per iteration joined by a line; a dashed line at the baseline,
    /// the band it allows shaded; the axis labelled with its extremes.
    static func chart(_ measured: WireEvent.Measured) -> String {
        let values = measured.values.filter(\.isFinite)
        guard !values.isEmpty else { return "" }
        let width = 360.0
        let height = 150.0
        let left = 72.0
        let right = 8.0
        let top = 10.0
        let bottom = 22.0
        let baseline = measured.baseline?.baselineAverage
        let allowed = measured.baseline?.maxPercentRegression ?? 0
        var low = values.min() ?? 0
        var high = values.max() ?? 0
        if let baseline {
            low = min(low, baseline * (1 - allowed / 100))
            high = max(high, baseline * (1 + allowed / 100))
        }
        if high - low < abs(high) * 1e-9 + 1e-12 {
            low -= abs(low) * 0.05 + 1e-9
            high += abs(high) * 0.05 + 1e-9
        }
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func x(_ index: Int) -> Double {
            values.count == 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(values.count - 1)
        }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - (value - low) / (high - low)) }
        func n(_ value: Double) -> String { String(format: "%.1f", value) }

        let label =
            "\(measured.name) of \(values.count) iterations"
            + (baseline.map {
                ", baseline \(MeasurementText.value($0, unit: measured.unit)) ± \(MeasurementText.percent(allowed))"
            } ?? "")
        var svg = "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
        svg += "aria-label=\"\(escape(label))\"><title>\(escape(label))</title>\n"
        svg +=
            "<rect class=\"plot\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" "
            + "height=\"\(n(plotHeight))\"/>\n"
        if let baseline {
            let bandTop = y(baseline * (1 + allowed / 100))
            let bandBottom = y(baseline * (1 - allowed / 100))
            svg +=
                "<rect class=\"band\" x=\"\(n(left))\" y=\"\(n(bandTop))\" width=\"\(n(plotWidth))\" "
                + "height=\"\(n(bandBottom - bandTop))\"/>\n"
            svg +=
                "<line class=\"baseline\" x1=\"\(n(left))\" x2=\"\(n(left + plotWidth))\" "
                + "y1=\"\(n(y(baseline)))\" y2=\"\(n(y(baseline)))\"/>\n"
            svg +=
                "<text class=\"baseline-label\" x=\"\(n(left + plotWidth - 4))\" y=\"\(n(y(baseline) - 4))\" "
                + "text-anchor=\"end\">baseline</text>\n"
        }
        let points = values.indices.map { "\(n(x($0))),\(n(y(values[$0])))" }.joined(separator: " ")
        svg += "<polyline class=\"series\" points=\"\(points)\"/>\n"
        for index in values.indices {
            svg += "<circle class=\"point\" cx=\"\(n(x(index)))\" cy=\"\(n(y(values[index])))\" r=\"3\">"
            svg +=
                "<title>iteration \(index + 1): "
                + "\(escape(MeasurementText.value(values[index], unit: measured.unit)))</title></circle>\n"
        }
        for (value, anchorY) in [(high, top + 10), (low, top + plotHeight)] {
            svg +=
                "<text class=\"axis\" x=\"\(n(left - 6))\" y=\"\(n(anchorY))\" "
                + "text-anchor=\"end\">\(escape(MeasurementText.value(value, unit: measured.unit)))</text>\n"
        }
        svg += "<text class=\"axis\" x=\"\(n(left))\" y=\"\(n(height - 6))\">iteration 1</text>\n"
        svg +=
            "<text class=\"axis\" x=\"\(n(left + plotWidth))\" y=\"\(n(height - 6))\" "
            + "text-anchor=\"end\">\(values.count)</text>\n"
        return svg + "</svg>\n"
    }
}
