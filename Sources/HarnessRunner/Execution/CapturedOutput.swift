import HarnessWire

/// A test's captured output without the lines its bundle's XCTest printed about it.
///
/// Under the runner a Harness bundle still prints XCTest's console lines (`Test Case '…'
/// started`, each failure), so the bytes between a test's offsets hold them beside what the test
/// printed itself. The runner already has those as events; showing them again under "stdout"
/// would only repeat the failure.
///
/// ```swift
/// CapturedOutput.removingConsoleLines(from: "Test Case 'C.testA' started at …\nhello\n", of: id)   // "hello\n"
/// ```
package enum CapturedOutput {
    package static func removingConsoleLines(from text: String, of id: TestIdentifier) -> String {
        guard text.contains("Test Case '") || text.contains(": error: ") || text.contains(" : Test skipped") else {
            return text
        }
        let name = id.xctestName
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch ConsoleLine(parsing: line) {
            case .caseStarted(let test), .caseFinished(let test, _, _), .issue(let test, _), .note(let test, _):
                if test.description == name { continue }
            default:
                break
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
