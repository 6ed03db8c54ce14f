import Foundation

/// `harness history`'s text: plain lines, no I/O, so the wording is tested without a file.
///
/// ```swift
/// print(HistoryReportFormatter().lines(for: report).joined(separator: "\n"))
/// ```
public struct HistoryReportFormatter: Sendable {
    public init() {}

    public func lines(for report: HistoryReport) -> [String] {
        var lines = ["Run history: \(report.runs) run\(report.runs == 1 ? "" : "s")"]
        lines.append("")
        lines.append(report.failing.isEmpty ? "Failing now: none" : "Failing now (\(report.failing.count)):")
        for test in report.failing {
            let commit = test.sinceCommit.map { " (\($0.prefix(10)))" } ?? ""
            lines.append(
                "  \(test.status.uppercased()) \(test.test) since \(Self.date(test.since))\(commit),"
                    + " \(test.runs) run\(test.runs == 1 ? "" : "s")")
            if let message = test.message { lines.append("      \(message)") }
        }
        lines.append("")
        lines.append(report.flaky.isEmpty ? "Flaky: none" : "Flaky (\(report.flaky.count)):")
        for test in report.flaky {
            lines.append("  \(test.test)")
            lines.append(contentsOf: test.evidence.map { "      \($0.line), last \(Self.date($0.lastSeen))" })
        }
        lines.append("")
        lines.append("Slowest tests:")
        lines.append(contentsOf: report.slowestTests.map { "  \(Self.seconds($0.seconds)) \($0.test)" })
        lines.append("Slowest classes:")
        lines.append(
            contentsOf: report.slowestSuites.map {
                "  \(Self.seconds($0.seconds)) \($0.suite) (\($0.tests) test\($0.tests == 1 ? "" : "s"))"
            })
        return lines
    }

    public func lines(for timeline: [TimelineEntry]) -> [String] {
        timeline.map { entry in
            let commit = entry.commit.map { " \($0.prefix(10))\(entry.dirty == true ? "+dirty" : "")" } ?? ""
            let attempts = entry.attempts > 1 ? " (\(entry.attempts) attempts)" : ""
            let message = entry.message.map { ": \($0)" } ?? ""
            return "\(Self.date(entry.startedAt))\(commit) \(entry.status.uppercased()) \(Self.seconds(entry.seconds))"
                + " \(entry.test)\(attempts)\(message)"
        }
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%8.3fs", value)
    }

    static func date(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
