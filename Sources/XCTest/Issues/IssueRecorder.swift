internal import HarnessWire

/// The one path every assertion, thrown error and misuse takes to become a recorded issue.
enum IssueRecorder {
    /// Records a failed assertion at `file:line` (XCTest's "expected" failures).
    static func recordAssertionFailure(_ description: String, file: StaticString, line: UInt) {
        record(
            XCTIssue(
                type: .assertionFailure,
                compactDescription: description,
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: file, lineNumber: line))
            ))
    }

    /// Records an assertion whose expression threw (an "unexpected" failure).
    static func recordThrownInAssertion(_ description: String, error: any Error, file: StaticString, line: UInt) {
        record(
            XCTIssue(
                type: .thrownError,
                compactDescription: description,
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: file, lineNumber: line)),
                associatedError: error
            ))
    }

    /// Records an error thrown out of a test step, as the toolchain's XCTest does (`<EXPR>:0`).
    static func recordThrown(_ error: any Error, in testCase: XCTestCase) {
        record(
            XCTIssue(
                type: .thrownError,
                compactDescription: "threw error \"\(error)\"",
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: "<EXPR>", lineNumber: 0)),
                associatedError: error
            ))
    }

    /// Routes an issue to the test or suite it belongs to.
    static func record(_ issue: XCTIssue) {
        var issue = issue
        issue.activityPath = XCTContext.activityPath
        guard let context = TestContext.resolve() else {
            // Outside any XCTest test: in a Swift Testing test, the failure is that test's.
            if XCTestIssueForwarding.forward(issue) { return }
            LateIssueReporter.report(issue, testName: nil)
            return
        }
        guard !context.isFinished else {
            LateIssueReporter.report(issue, testName: context.displayName)
            return
        }
        switch context.owner {
        case .testCase(let testCase):
            if let scope = context.matchExpectedFailure(issue) {
                XCTestObservationCenter.shared.testCase(
                    testCase, didRecordExpectedFailure: XCTExpectedFailure(failureReason: scope.reason, issue: issue))
                return
            }
            let location = issue.sourceCodeContext.location
            IssueInFlight.carry(issue) {
                testCase.recordFailure(
                    withDescription: issue.compactDescription,
                    inFile: location?.filePath ?? IssueInFlight.unknownFile,
                    atLine: location?.lineNumber ?? 0,
                    expected: !issue.isUnexpected
                )
            }
            Interruption.stopIfRequired(by: context)
        case .suite(let suite):
            suite.testRun?.recordFailure(
                withDescription: issue.compactDescription,
                inFile: issue.sourceCodeContext.location?.filePath,
                atLine: issue.sourceCodeContext.location?.lineNumber ?? 0,
                expected: !issue.isUnexpected
            )
            XCTestObservationCenter.shared.testSuite(suite, didRecord: issue)
        }
    }
}
