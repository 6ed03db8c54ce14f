/// XCTest's console output, split into the parts the tests check: each test case's block
/// (its issue lines, skip lines and anything else printed between its start and end lines)
/// and the suite summary lines.
struct ConsoleTranscript: Sendable {
    /// One `file:line: [error: ]Class.method : text` line.
    struct Report: Hashable, Sendable, CustomStringConvertible {
        /// `path:line`, or `<EXPR>:0` / `<unknown>:0` where XCTest knows no place.
        var location: String
        /// Everything after `Class.method : `.
        var text: String
        var description: String { "\(location): \(text)" }
    }

    /// What the console said about one test case.
    struct TestCaseBlock: Sendable {
        /// `Class.method`, as XCTest names it on the console.
        var name: String
        /// `passed`, `failed` or `skipped`; nil when the end line never came (a crash).
        var result: String?
        /// The seconds printed on the end line, as text.
        var duration: String?
        /// Lines with `error:` after the location, in order.
        var issues: [Report] = []
        /// `Test skipped…` lines, in order.
        var skips: [Report] = []
        /// Every other line printed inside the block (the test's own output).
        var output: [String] = []
    }

    /// All lines, unchanged.
    var lines: [String]
    /// The test case blocks in the order they started.
    var testCases: [TestCaseBlock]

    /// Parses `lines`.
    init(lines: [String]) {
        self.lines = lines
        var blocks: [TestCaseBlock] = []
        var current: TestCaseBlock?
        for line in lines {
            if let start = line.wholeMatch(of: #/Test Case '(?<test>[^']+)' started at .*/#) {
                if let unfinished = current { blocks.append(unfinished) }
                current = TestCaseBlock(name: String(start.test))
                continue
            }
            guard var block = current else { continue }
            if let end = line.wholeMatch(
                of: #/Test Case '(?<test>[^']+)' (?<result>passed|failed|skipped) \((?<seconds>[0-9.]+) seconds\)/#),
                end.test == block.name
            {
                block.result = String(end.result)
                block.duration = String(end.seconds)
                blocks.append(block)
                current = nil
                continue
            }
            let testName = block.name
            if let issue = line.wholeMatch(of: #/(?<location>.+?:-?\d+): error: (?<test>\S+) : (?<text>.*)/#),
                issue.test == testName
            {
                block.issues.append(Report(location: String(issue.location), text: String(issue.text)))
            } else if let skip = line.wholeMatch(
                of: #/(?<location>.+?:-?\d+): (?<test>\S+) : (?<text>Test skipped.*)/#), skip.test == testName
            {
                block.skips.append(Report(location: String(skip.location), text: String(skip.text)))
            } else {
                block.output.append(line)
            }
            current = block
        }
        if let unfinished = current { blocks.append(unfinished) }
        testCases = blocks
    }

    /// The block for `Class.method`, if the test ran.
    func testCase(named name: String) -> TestCaseBlock? {
        testCases.first { $0.name == name }
    }

    /// The `Executed …` summary lines, in order (the last one is the whole run's).
    var summaryLines: [String] {
        lines.filter { $0.hasPrefix("\t Executed ") }
    }
}
