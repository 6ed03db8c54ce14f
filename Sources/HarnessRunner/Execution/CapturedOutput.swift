import HarnessWire

/// A test's captured output without the lines its bundle's XCTest printed about that test.
///
/// A Harness bundle under the runner prints no console lines of its own (the runner sets
/// `HARNESS_CONSOLE=none`), so the output usually holds none and comes back unchanged. A line that
/// still names this test (`Test Case '…' started`, a failure, a skip's note: a bundle whose XCTest
/// does not read that variable, or an observer printing the toolchain's lines) only repeats what
/// the runner has as events, and is dropped. Lines about another test (one run by hand inside
/// this one) are this test's own output, and are kept.
///
/// ```swift
/// CapturedOutput.removingConsoleLines(from: "Test Case 'C.testA' started at …\nhello\n", of: id)   // "hello\n"
/// ```
package enum CapturedOutput {
    package static func removingConsoleLines(from text: String, of id: TestIdentifier) -> String {
        typealias Format = XCTestConsoleFormat
        guard text.contains(Format.casePrefix) || text.contains(Format.errorInfix) || text.contains(" : Test skipped")
        else {
            return text
        }
        let name = id.xctestName
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch ConsoleLine(parsing: line) {
            case .caseStarted(let test, _), .caseFinished(let test, _, _), .issue(let test, _), .note(let test, _):
                if test.description == name { continue }
            default:
                break
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
