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

    /// Line numbers (in any order, duplicates allowed) as ascending, disjoint ranges.
    package static func ranges(of lines: [Int]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        // In order already (as llvm-cov lists a file's lines): merged in one pass, where the
        // set and the sort cost a 20,000-line file's gutter most of its time in a debug build.
        var ascending = true
        for line in lines {
            if let last = result.last {
                if line < last.upperBound {
                    ascending = false
                    break
                }
                if line <= last.upperBound + 1 {
                    result[result.count - 1] = last.lowerBound...line
                    continue
                }
            }
            result.append(line...line)
        }
        if ascending { return result }
        result = []
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
    ///
    /// Read byte by byte: the navigator reads 10,000 tests' lines of a file for one answer, and
    /// splitting each text into substrings and integers cost most of it (a debug build's generic
    /// code); a piece in any other form than `12` or `3-7` is read by ``range(piece:)``.
    package static func ranges(text: String) -> [ClosedRange<Int>] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [ClosedRange<Int>] = []
            var pieceStart = 0
            while pieceStart <= bytes.count {
                var end = pieceStart
                var bounds = (0, 0)
                var digits = (0, 0)
                var dashes = 0
                var plain = true
                while end < bytes.count, bytes[end] != UInt8(ascii: ",") {
                    let byte = bytes[end]
                    if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits.0 < 18, digits.1 < 18 {
                        let digit = Int(byte &- UInt8(ascii: "0"))
                        if dashes == 0 {
                            bounds.0 = bounds.0 * 10 + digit
                            digits.0 += 1
                        } else {
                            bounds.1 = bounds.1 * 10 + digit
                            digits.1 += 1
                        }
                    } else if byte == UInt8(ascii: "-"), dashes == 0 {
                        dashes = 1
                    } else {
                        plain = false
                    }
                    end += 1
                }
                if plain, digits.0 > 0, dashes == 0 {
                    result.append(bounds.0...bounds.0)
                } else if plain, digits.0 > 0, digits.1 > 0 {
                    if bounds.0 <= bounds.1 { result.append(bounds.0...bounds.1) }
                } else if end > pieceStart,
                    let range = range(piece: String(decoding: bytes[pieceStart..<end], as: UTF8.self))
                {
                    result.append(range)
                }
                pieceStart = end + 1
            }
            return result
        }
    }

    /// One piece of ``ranges(text:)`` in any form: its numbers between dashes, one or two.
    private static func range(piece: String) -> ClosedRange<Int>? {
        let bounds = piece.split(separator: "-").compactMap { Int($0) }
        switch bounds.count {
        case 1: return bounds[0]...bounds[0]
        case 2 where bounds[0] <= bounds[1]: return bounds[0]...bounds[1]
        default: return nil
        }
    }
}
