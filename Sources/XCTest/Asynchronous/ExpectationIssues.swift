/// Records the failures that expectations and waiters find, for the test they belong to.
///
/// An expectation may be fulfilled on any thread, while any test is running; its failures
/// must go to the test that created it (or be reported late, naming that test, if it has
/// finished), never to whichever test happens to be current. So the owning context is made
/// current for the one recording, and ``IssueRecorder`` does the rest (expected failures,
/// `continueAfterFailure`, late reports).
enum ExpectationIssues {
    /// Where XCTest reports a failure whose place in the source is not known.
    static let unknownLocation = WaitLocation(file: "<unknown>", line: 0)

    /// Records a failed wait or a broken ordering: an "expected" failure, like an assertion.
    static func recordFailure(_ description: String, at location: WaitLocation, in context: TestContext?) {
        record(
            XCTIssue(
                type: .assertionFailure, compactDescription: description,
                sourceCodeContext: location.sourceCodeContext),
            in: context)
    }

    /// Records a misuse of the API (XCTest's "API violation"): an unexpected failure, as the
    /// exception Apple's XCTest raises for it would be.
    static func recordMisuse(_ description: String, at location: WaitLocation, in context: TestContext?) {
        record(
            XCTIssue(
                type: .uncaughtException, compactDescription: description, sourceCodeContext: location.sourceCodeContext
            ), in: context)
    }

    /// Reports a misuse that happened after the owning test finished.
    static func reportLate(_ description: String, at location: WaitLocation, testName: String) {
        let issue = XCTIssue(
            type: .uncaughtException, compactDescription: description, sourceCodeContext: location.sourceCodeContext)
        LateIssueReporter.report(issue, testName: testName)
    }

    private static func record(_ issue: XCTIssue, in context: TestContext?) {
        // On the test's own thread its context is already current, and recording there may
        // end the step (`continueAfterFailure = false`) by jumping out of this call: so bind
        // the context only when it is not current, since a jump out of `withValue` would
        // leave its binding behind. (Elsewhere the owner's step is not on this thread, so
        // no jump is taken.)
        guard let context, TestContext.resolve() !== context else {
            IssueRecorder.record(issue)
            return
        }
        TestContext.$current.withValue(context) { IssueRecorder.record(issue) }
    }
}

/// A file and line as the asynchronous API receives them (`#filePath`, `#line`).
struct WaitLocation: Sendable, Equatable {
    let file: String
    let line: Int

    init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    init(_ file: StaticString, _ line: Int) {
        self.init(file: "\(file)", line: line)
    }

    var sourceCodeContext: XCTSourceCodeContext {
        XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: file, lineNumber: line))
    }
}
