/// The lines one test executed, per source file, as sorted, merged line ranges: what
/// `--coverage per-test` records and `harness coverage which` searches.
///
/// ```swift
/// let executed = ExecutedLines(lcov: text)   // from `llvm-cov export -format=lcov`
/// executed.ranges["/p/Sources/Lib/Math.swift"]   // [3...7, 12...12]
/// ExecutedLines.text(of: [3...7, 12...12])       // "3-7,12"
/// ```
package struct ExecutedLines: Sendable, Equatable {
    /// Per absolute file path, the executed line ranges, ascending and disjoint.
    package var ranges: [String: [ClosedRange<Int>]]

    package init(ranges: [String: [ClosedRange<Int>]] = [:]) {
        self.ranges = ranges
    }

    /// Reads an lcov tracefile: `SF:` opens a file, `DA:line,count` with a count above zero
    /// marks a line executed. Files with no executed line are left out.
    package init(lcov: String) {
        var ranges: [String: [ClosedRange<Int>]] = [:]
        var file: String?
        var lines: [Int] = []
        func close() {
            if let file, !lines.isEmpty { ranges[file] = Self.ranges(of: lines) }
            lines = []
        }
        for line in lcov.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("SF:") {
                close()
                file = String(line.dropFirst(3))
            } else if line.hasPrefix("DA:") {
                let fields = line.dropFirst(3).split(separator: ",")
                guard fields.count >= 2, let number = Int(fields[0]), let count = UInt64(fields[1]), count > 0 else {
                    continue
                }
                lines.append(number)
            } else if line == "end_of_record" {
                close()
                file = nil
            }
        }
        close()
        self.init(ranges: ranges)
    }

    /// Whether the test executed `line` of `file` (any line of it when `line` is nil).
    package func executed(_ file: String, line: Int?) -> Bool {
        guard let fileRanges = ranges[file] else { return false }
        guard let line else { return true }
        return fileRanges.contains { $0.contains(line) }
    }

    /// Sorted line numbers (duplicates allowed) as ascending, disjoint ranges.
    package static func ranges(of lines: [Int]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for line in Set(lines).sorted() {
            if let last = result.last, last.upperBound + 1 == line {
                result[result.count - 1] = last.lowerBound...line
            } else {
                result.append(line...line)
            }
        }
        return result
    }

    /// `3-7,12`: the ranges as the history stores them.
    package static func text(of ranges: [ClosedRange<Int>]) -> String {
        ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
            .joined(separator: ",")
    }

    /// Reads ``text(of:)``'s form back; pieces that are not ranges are skipped.
    package static func ranges(text: String) -> [ClosedRange<Int>] {
        text.split(separator: ",").compactMap { piece in
            let bounds = piece.split(separator: "-").compactMap { Int($0) }
            switch bounds.count {
            case 1: return bounds[0]...bounds[0]
            case 2 where bounds[0] <= bounds[1]: return bounds[0]...bounds[1]
            default: return nil
            }
        }
    }
}
