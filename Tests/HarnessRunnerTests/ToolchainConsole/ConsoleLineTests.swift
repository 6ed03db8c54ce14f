import HarnessRunner
import HarnessWire
import Testing

@Suite("ConsoleLine: one line of XCTest's console output")
struct ConsoleLineTests {
    static let sum = ConsoleTestName(className: "MathTests", method: "testSum")

    /// Every shape XCTest prints, as the toolchain printed it, with what it must parse to.
    static let recognised: [(String, ConsoleLine)] = [
        (
            "Test Suite 'All tests' started at 2026-11-22 00:15:30.871",
            .suiteStarted(name: "All tests", at: time("2026-11-22 00:15:30.871"))
        ),
        (
            "Test Suite 'debug.xctest' started at 2026-11-22 00:15:30.872",
            .suiteStarted(name: "debug.xctest", at: time("2026-11-22 00:15:30.872"))
        ),
        (
            "Test Suite 'Selected tests' started at 2026-11-22 00:16:38.053",
            .suiteStarted(name: "Selected tests", at: time("2026-11-22 00:16:38.053"))
        ),
        (
            "Test Suite 'MathTests' passed at 2026-11-22 00:15:30.875",
            .suiteFinished(name: "MathTests", passed: true, at: time("2026-11-22 00:15:30.875"))
        ),
        (
            "Test Suite 'All tests' failed at 2026-11-22 00:15:30.979",
            .suiteFinished(name: "All tests", passed: false, at: time("2026-11-22 00:15:30.979"))
        ),
        (
            "Test Case 'MathTests.testSum' started at 2026-11-22 00:15:30.872",
            .caseStarted(sum, at: time("2026-11-22 00:15:30.872"))
        ),
        ("Test Case 'MathTests.testSum' passed (0.001 seconds)", .caseFinished(sum, outcome: .passed, duration: 0.001)),
        ("Test Case 'MathTests.testSum' failed (0.101 seconds)", .caseFinished(sum, outcome: .failed, duration: 0.101)),
        ("Test Case 'MathTests.testSum' skipped (0.0 seconds)", .caseFinished(sum, outcome: .skipped, duration: 0)),
        (
            "Test Case 'MathTests.testSum' passed (0.001 seconds)\r",
            .caseFinished(sum, outcome: .passed, duration: 0.001)
        ),
        (
            "/src/MathTests.swift:6: error: MathTests.testSum : XCTAssertEqual failed: (\"4\") is not equal to "
                + "(\"5\") - twice",
            .issue(
                sum,
                ConsoleIssue(
                    location: SourceLocation(file: "/src/MathTests.swift", line: 6),
                    message: "XCTAssertEqual failed: (\"4\") is not equal to (\"5\") - twice"
                ))
        ),
        (
            // A message that itself contains ` : ` keeps it: only the first one ends the name.
            "/src/MathTests.swift:6: error: MathTests.testSum : failed - key : value",
            .issue(
                sum,
                ConsoleIssue(
                    location: SourceLocation(file: "/src/MathTests.swift", line: 6), message: "failed - key : value"))
        ),
        (
            // A thrown error in the toolchain's XCTest has no real location.
            "<EXPR>:0: error: MathTests.testSum : threw error \"Boom()\"",
            .issue(
                sum, ConsoleIssue(location: SourceLocation(file: "<EXPR>", line: 0), message: "threw error \"Boom()\""))
        ),
        (
            "<unknown>:0: error: MathTests.testSum : crashed",
            .issue(sum, ConsoleIssue(location: nil, message: "crashed"))
        ),
        (
            "/src/MathTests.swift:14: MathTests.testSum : Test skipped - not on Linux",
            .note(
                sum,
                ConsoleIssue(
                    location: SourceLocation(file: "/src/MathTests.swift", line: 14),
                    message: "Test skipped - not on Linux"))
        ),
        (
            "/src/MathTests.swift:33: Test Case 'MathTests.testSum' measured [Time, seconds] average: 0.000, "
                + "values: [0.000220]",
            .measured(
                sum, location: SourceLocation(file: "/src/MathTests.swift", line: 33),
                results: "[Time, seconds] average: 0.000, values: [0.000220]")
        ),
        (
            "\t Executed 42 tests, with 0 failures (0 unexpected) in 0.136 (0.137) seconds",
            .executed(
                SuiteCounts(
                    executed: 42, skipped: 0, failures: 0, unexpected: 0, testDuration: 0.136, totalDuration: 0.137))
        ),
        (
            "\t Executed 1 test, with 1 test skipped and 1 failure (1 unexpected) in 0.0 (0.0) seconds",
            .executed(
                SuiteCounts(executed: 1, skipped: 1, failures: 0, unexpected: 1, testDuration: 0, totalDuration: 0))
        ),
        (
            "\t Executed 11 tests, with 2 tests skipped and 7 failures (1 unexpected) in 0.106 (0.106) seconds",
            .executed(
                SuiteCounts(
                    executed: 11, skipped: 2, failures: 6, unexpected: 1, testDuration: 0.106, totalDuration: 0.106))
        ),
    ]

    /// A line's timestamp, which the tests above spell twice: in the line, and parsed.
    static func time(_ text: String) -> XCTestConsoleFormat.Timestamp {
        XCTestConsoleFormat.Timestamp(parsing: text)
            ?? XCTestConsoleFormat.Timestamp(
                year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: 0)
    }

    @Test("recognises each shape XCTest prints", arguments: recognised)
    func recognises(line: String, expected: ConsoleLine) {
        #expect(ConsoleLine(parsing: line) == expected)
    }

    @Test("prints each shape back as it was", arguments: recognised)
    func printsBack(line: String, expected: ConsoleLine) {
        // `\r` is what the parser drops; the format never writes one.
        #expect(expected.text == (line.hasSuffix("\r") ? String(line.dropLast()) : line))
    }

    /// Lines a test might print itself that come close to XCTest's shapes but must stay text.
    @Test(
        "leaves look-alikes as text",
        arguments: [
            "some output from the test",
            "",
            "Test Case 'no closing quote started at 2026",
            "Test Case 'NoDot' started at 2026-11-22 00:15:30.872",
            "Test Case 'MathTests.testSum' exploded (0.1 seconds)",
            "Test Case 'MathTests.testSum' passed (soon seconds)",
            "Test Case 'MathTests.testSum' started at yesterday",
            "Test Suite 'All tests' started at 2026-11-22 00:15:30",
            "Test Suite 'All tests' passed at 2026-11-22 0:15:30.871",
            "Test Suite 'All tests' is done",
            "Executed the plan, with gusto",
            "\t Executed 3 tests, with many failures (0 unexpected) in 0.1 (0.1) seconds",
            "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
            "file.swift:notanumber: error: MathTests.testSum : nope",
        ])
    func leavesLookAlikesAsText(line: String) {
        #expect(ConsoleLine(parsing: line) == .text(line))
    }

    @Test(
        "splits a test name at its last dot",
        arguments: [
            ("MathTests.testSum", "MathTests", "testSum"),
            ("Box<Outer.Inner>.testOpen", "Box<Outer.Inner>", "testOpen"),
        ])
    func splitsNames(text: String, className: String, method: String) {
        #expect(ConsoleTestName(parsing: text) == ConsoleTestName(className: className, method: method))
    }

    @Test("rejects names without both parts", arguments: ["NoDot", ".testX", "Class.", "Class.test with spaces"])
    func rejectsNames(text: String) {
        #expect(ConsoleTestName(parsing: text) == nil)
    }

    @Test(
        "a name it is told of is read whole, dots, spaces and commas included",
        arguments: [
            "Test Case 'NameTests.a name with a dot.in it' started at 2026-11-26 23:53:18.525",
            "Test Case 'NameTests.a name with a dot.in it' failed (0.001 seconds)",
            "/src/T.swift:5: error: NameTests.a name with a dot.in it : failed - fails",
        ])
    func knownNames(line: String) {
        let name = ConsoleTestName(className: "NameTests", method: "a name with a dot.in it")
        let parsed = ConsoleLine(parsing: line, knownNames: ["NameTests.a name with a dot.in it": name])
        switch parsed {
        case .caseStarted(let found, _), .caseFinished(let found, _, _), .issue(let found, _):
            #expect(found == name)
        default:
            Issue.record("not a test's line: \(parsed)")
        }
        // Told of no name, the line names no test: `in it` is no method name.
        #expect(ConsoleLine(parsing: line) == .text(line))
    }

    @Test("makes a full identifier once the module is known")
    func identifier() {
        #expect(Self.sum.identifier(inModule: "MathKitTests").description == "MathKitTests.MathTests/testSum")
    }
}
