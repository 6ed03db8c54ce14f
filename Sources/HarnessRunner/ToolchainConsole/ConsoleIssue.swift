import HarnessWire

/// One problem a test's console output reported: an `error:` line, or the note a skip prints.
///
/// ```swift
/// // /src/Tests/MathTests.swift:12: error: MathTests.testSum : XCTAssertEqual failed: ("3") is not equal to ("4")
/// let issue = ConsoleIssue(
///     location: SourceLocation(file: "/src/Tests/MathTests.swift", line: 12),
///     message: #"XCTAssertEqual failed: ("3") is not equal to ("4")"#
/// )
/// ```
package struct ConsoleIssue: Hashable, Sendable {
    /// Where the issue was recorded; nil when the console printed `<unknown>` for the file.
    package var location: SourceLocation?
    /// The message after `Class.method : `, with any continuation lines joined by newlines.
    package var message: String

    /// Creates an issue.
    package init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// The issue as the runner records it. The toolchain's XCTest prints an error a test threw
    /// as `<EXPR>:0: error: Class.test : threw error "…"` and counts it unexpected; that shape is
    /// the one kind of issue its console tells apart.
    package var record: IssueRecord {
        let thrown = location?.file == "<EXPR>" && location?.line == 0 && message.hasPrefix("threw error \"")
        return IssueRecord(
            kind: thrown ? .thrownError : .assertionFailure, description: message, location: location,
            isExpected: !thrown)
    }
}
