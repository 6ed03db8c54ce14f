import Foundation
import HarnessModel

/// The console lines of a coverage summary: one per file (its path relative to the package),
/// then the total; no I/O.
///
/// ```
/// Coverage    lines           functions       file
///             12/16   75.0%   3/4    75.0%    Sources/NoteKit/NoteStore.swift
///             12/16   75.0%   3/4    75.0%    TOTAL (1 file)
/// ```
package struct CoverageSummaryFormatter: Sendable {
    package var filter: CoverageFileFilter

    package init(filter: CoverageFileFilter) {
        self.filter = filter
    }

    package func lines(for summary: CoverageSummary) -> [String] {
        guard !summary.files.isEmpty else {
            return [
                "Coverage: no source file of the package was measured (see --coverage-include to name other files)"
            ]
        }
        var lines = ["Coverage    lines             functions         file"]
        for file in summary.files {
            lines.append(row(file, name: filter.relativePath(of: file.path) ?? file.path))
        }
        let count = summary.files.count
        lines.append(row(summary.total, name: "TOTAL (\(count) file\(count == 1 ? "" : "s"))"))
        return lines
    }

    private func row(_ file: CoverageSummary.File, name: String) -> String {
        "            \(Self.cell(file.lines))  \(Self.cell(file.functions))  \(name)"
    }

    /// `12/16   75.0%`, padded to a fixed width so that the columns line up.
    static func cell(_ tally: CoverageSummary.Tally) -> String {
        let fraction = "\(tally.covered)/\(tally.count)"
        let percent = String(format: "%.1f%%", tally.percent)
        let padded = fraction.padding(toLength: max(fraction.count, 9), withPad: " ", startingAt: 0)
        return padded + String(repeating: " ", count: max(0, 7 - percent.count)) + percent
    }
}
