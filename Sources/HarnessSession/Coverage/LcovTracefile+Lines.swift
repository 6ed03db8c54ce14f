import Foundation
import HarnessModel

extension LcovTracefile {
    /// One file's lines as a covered run counted them: those it executed and those it counted
    /// but never executed (lines of no code, such as comments, are in neither).
    package struct LineCoverage: Sendable, Equatable, Codable {
        /// Lines with a count above zero, as ascending, disjoint ranges.
        package var executed: [ClosedRange<Int>]
        /// Lines counted at zero.
        package var missed: [ClosedRange<Int>]

        package init(executed: [ClosedRange<Int>], missed: [ClosedRange<Int>]) {
            self.executed = executed
            self.missed = missed
        }
    }

    /// The `DA:line,count` lines of `path`'s record; nil when the tracefile has no record of it.
    /// A line listed twice (two functions on one line) is executed when either count is.
    ///
    /// ```swift
    /// LcovTracefile(data: lcov).lines(of: "/p/Sources/Lib/Math.swift")   // executed [3...7], missed [9...9]
    /// ```
    package func lines(of path: String) -> LineCoverage? {
        guard let record = records.first(where: { $0.path == path }) else { return nil }
        // Byte by byte: a file of 20,000 lines has thousands of `DA:` lines, and splitting them
        // into strings cost the navigator's source view most of its answer in a debug build.
        var executed: [Int] = []
        var counted: [Int] = []
        var missed: [Int] = []
        var once = true  // every line listed once, in order: missed lines are those at zero
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var at = record.bytes.lowerBound
            let end = min(record.bytes.upperBound, bytes.count)
            while at < end {
                var lineEnd = at
                while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if let (number, ran) = Self.lineCount(bytes, from: at, to: lineEnd) {
                    if let last = counted.last, number <= last { once = false }
                    counted.append(number)
                    if ran { executed.append(number) } else { missed.append(number) }
                }
                at = lineEnd + 1
            }
        }
        if !once {
            let ran = Set(executed)
            missed = counted.filter { !ran.contains($0) }
        }
        return LineCoverage(executed: ExecutedLines.ranges(of: executed), missed: ExecutedLines.ranges(of: missed))
    }

    /// `DA:<line>,<count>[,<checksum>]` between `start` and `end`: the line and whether its
    /// count is above zero; nil for any other line, or one whose numbers do not read.
    private static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (Int, Bool)? {
        guard end - start > 5, bytes[start] == UInt8(ascii: "D"), bytes[start + 1] == UInt8(ascii: "A"),
            bytes[start + 2] == UInt8(ascii: ":")
        else { return nil }
        var at = start + 3
        var number = 0
        var digits = 0
        while at < end, let digit = digit(bytes[at]), digits < 18 {
            number = number * 10 + digit
            digits += 1
            at += 1
        }
        guard digits > 0, at < end, bytes[at] == UInt8(ascii: ",") else { return nil }
        at += 1
        var countDigits = 0
        var ran = false
        while at < end, let digit = digit(bytes[at]) {
            if digit > 0 { ran = true }
            countDigits += 1
            at += 1
        }
        guard countDigits > 0, countDigits <= 20, at == end || bytes[at] == UInt8(ascii: ",") else { return nil }
        return (number, ran)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte &- UInt8(ascii: "0")) : nil
    }
}
