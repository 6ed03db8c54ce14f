import HarnessModel
import Testing

@Suite struct ExecutedLinesTests {
    static let lcov = """
        SF:/p/Sources/Lib/Math.swift
        FN:3,main
        FNDA:1,main
        DA:3,1
        DA:4,2
        DA:5,0
        DA:6,1
        DA:9,18446744073709551615
        LF:5
        LH:4
        end_of_record
        SF:/p/Sources/Lib/Unused.swift
        DA:1,0
        DA:2,0
        end_of_record
        """

    @Test("lines with a count above zero, per file, as merged ranges; files never executed left out")
    func readsLcov() {
        let executed = ExecutedLines(lcov: Self.lcov)
        #expect(executed.ranges == ["/p/Sources/Lib/Math.swift": [3...4, 6...6, 9...9]])
        #expect(executed.executed("/p/Sources/Lib/Math.swift", line: 4))
        #expect(!executed.executed("/p/Sources/Lib/Math.swift", line: 5))
        #expect(executed.executed("/p/Sources/Lib/Math.swift", line: nil))
        #expect(!executed.executed("/p/Sources/Lib/Unused.swift", line: nil))
    }

    @Test(
        "ranges survive the history's text form",
        arguments: [
            ([Int](), ""),
            ([7], "7"),
            ([3, 4, 5, 9, 11, 12], "3-5,9,11-12"),
            ([5, 3, 4, 4], "3-5"),
        ])
    func text(lines: [Int], expected: String) {
        let ranges = ExecutedLines.ranges(of: lines)
        #expect(ExecutedLines.text(of: ranges) == expected)
        #expect(ExecutedLines.ranges(text: expected) == ranges)
    }

    @Test("pieces that are not ranges are skipped")
    func malformedText() {
        #expect(ExecutedLines.ranges(text: "3-1,x,4,7-8-9,10-12") == [4...4, 10...12])
        // Read as the pieces' numbers were always read: a lone dash's number is one line.
        #expect(ExecutedLines.ranges(text: "-5,6-,,8-9,99999999999999999999,20") == [5...5, 6...6, 8...9, 20...20])
    }

    @Test("a long text reads back as the ranges it was written from")
    func longText() {
        let ranges = (0..<2_000).map { 1 + $0 * 10...1 + $0 * 10 + $0 % 7 }
        #expect(ExecutedLines.ranges(text: ExecutedLines.text(of: ranges)) == ranges)
    }
}
