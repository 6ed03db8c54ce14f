internal import HarnessWire

/// The record of one run of one ``XCTestCase``; it reports to the observation center.
open class XCTestCaseRun: XCTestRun {
    open override func start() {
        super.start()
        // A test case run inside a test belongs to that test: so does what it covers.
        isNested = XCTestObservationCenter.shared.isTestCaseRunning
        if !isNested { CoverageCounters.shared.testWillStart() }
        XCTestObservationCenter.shared.testCaseWillStart(testCase)
    }

    /// Whether this run started inside another test case's (``XCTestObservationCenter`` keeps
    /// its events off the wire).
    private var isNested = false

    /// The execution time allowance (seconds) this test outlived, set by the watchdog that
    /// stopped it; it travels on the wire as `testFinished.exceededTimeAllowance`.
    var exceededTimeAllowance: Double?

    open override func stop() {
        super.stop()
        XCTestObservationCenter.shared.testCaseDidFinish(testCase)
        if !isNested { CoverageCounters.shared.testDidFinish(testCase.identifier) }
    }

    open override func recordFailure(
        withDescription description: String, inFile filePath: String?, atLine lineNumber: Int, expected: Bool
    ) {
        super.recordFailure(
            withDescription: "\(test.name) : \(description)", inFile: filePath, atLine: lineNumber, expected: expected)
        let issue =
            IssueInFlight.take(description: description, filePath: filePath, lineNumber: lineNumber)
            ?? XCTIssue(
                type: expected ? .assertionFailure : .thrownError,
                compactDescription: description,
                sourceCodeContext: XCTSourceCodeContext(
                    location: filePath.map { XCTSourceCodeLocation(filePath: $0, lineNumber: lineNumber) })
            )
        XCTestObservationCenter.shared.testCase(testCase, didRecord: issue)
    }

    override func recordSkip(description: String, location: SourceLocation?) {
        super.recordSkip(description: description, location: location)
        XCTestObservationCenter.shared.testCase(testCase, wasSkippedWithDescription: description, at: location)
    }

    private var testCase: XCTestCase {
        guard let testCase = test as? XCTestCase else {
            fatalError("XCTestCaseRun records an XCTestCase, not \(type(of: test))")
        }
        return testCase
    }
}
