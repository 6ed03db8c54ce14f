import Foundation

/// The issue being recorded on this thread while it passes through the overridable
/// `recordFailure(withDescription:inFile:atLine:expected:)` methods, whose signatures can
/// carry only its text and place.
///
/// Each hop takes the issue back from here instead of looking it up by its description (two
/// issues may share a text, and an override may change it): the text and place it receives
/// replace the issue's, and the rest (kind, error, activities) comes through unchanged.
///
/// ```swift
/// IssueInFlight.carry(issue) {
///     testCase.recordFailure(withDescription: issue.compactDescription, inFile: file, atLine: line, expected: true)
/// }
/// // inside recordFailure:
/// let issue = IssueInFlight.take(description: description, filePath: file, lineNumber: line)
/// ```
enum IssueInFlight {
    private final class Stack {
        var entries: [(token: Int, issue: XCTIssue)] = []
        var nextToken = 0
    }

    private static let key = "org.harness.XCTest.IssueInFlight"

    /// What an issue without a location passes as its file.
    static let unknownFile = "<unknown>"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `issue` in flight on this thread; whatever `body` left untaken is
    /// dropped afterwards (an override that never called `super`).
    static func carry(_ issue: XCTIssue, _ body: () -> Void) {
        let stack = stack
        let token = stack.nextToken
        stack.nextToken &+= 1
        stack.entries.append((token, issue))
        body()
        stack.entries.removeAll { $0.token == token }
    }

    /// Takes the issue in flight, with the text and place this hop received; nil when nothing
    /// is in flight (a `recordFailure` called directly by a test).
    static func take(description: String, filePath: String?, lineNumber: Int) -> XCTIssue? {
        guard var issue = stack.entries.popLast()?.issue else { return nil }
        issue.compactDescription = description
        // The place as the hop was handed it: an issue with no location travels as
        // "<unknown>" (or nil) and line 0, and stays without one.
        let location = issue.sourceCodeContext.location
        let sentPath = location?.filePath
        let samePlace =
            lineNumber == (location?.lineNumber ?? 0)
            && (filePath == sentPath || (sentPath == nil && (filePath == nil || filePath == unknownFile)))
        if !samePlace, let filePath {
            issue.sourceCodeContext = XCTSourceCodeContext(
                location: XCTSourceCodeLocation(filePath: filePath, lineNumber: lineNumber))
        }
        return issue
    }

    /// Forgets everything in flight on this thread: a step cut short by `continueAfterFailure
    /// = false` may have left a hop unfinished.
    static func reset() {
        stack.entries.removeAll()
    }
}
