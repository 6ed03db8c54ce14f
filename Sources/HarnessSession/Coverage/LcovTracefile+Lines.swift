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
        let text = String(
            decoding: data[data.startIndex + record.bytes.lowerBound..<data.startIndex + record.bytes.upperBound],
            as: UTF8.self)
        var executed: [Int] = []
        var counted: [Int] = []
        for line in text.split(separator: "\n") where line.hasPrefix("DA:") {
            let fields = line.dropFirst(3).split(separator: ",")
            guard fields.count >= 2, let number = Int(fields[0]), let count = UInt64(fields[1]) else { continue }
            counted.append(number)
            if count > 0 { executed.append(number) }
        }
        let ran = Set(executed)
        return LineCoverage(
            executed: ExecutedLines.ranges(of: executed),
            missed: ExecutedLines.ranges(of: counted.filter { !ran.contains($0) }))
    }
}
