/// Receives the progress of a test run: bundles, suites and test cases starting and
/// finishing, and the failures they record. Every method has a default that does nothing.
///
/// ```swift
/// final class SlowTestLogger: NSObject, XCTestObservation {
///     func testCaseDidFinish(_ testCase: XCTestCase) {
///         if let run = testCase.testRun, run.totalDuration > 1 { print("slow:", testCase.name) }
///     }
/// }
/// XCTestObservationCenter.shared.addTestObserver(SlowTestLogger())
/// ```
public protocol XCTestObservation: AnyObject {
    func testBundleWillStart(_ testBundle: Bundle)
    func testSuiteWillStart(_ testSuite: XCTestSuite)
    func testCaseWillStart(_ testCase: XCTestCase)
    func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)
    func testCase(_ testCase: XCTestCase, didRecord expectedFailure: XCTExpectedFailure)
    func testCaseDidFinish(_ testCase: XCTestCase)
    func testSuite(
        _ testSuite: XCTestSuite, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int)
    func testSuite(_ testSuite: XCTestSuite, didRecord issue: XCTIssue)
    func testSuiteDidFinish(_ testSuite: XCTestSuite)
    func testBundleDidFinish(_ testBundle: Bundle)
}

extension XCTestObservation {
    public func testBundleWillStart(_ testBundle: Bundle) {}
    public func testSuiteWillStart(_ testSuite: XCTestSuite) {}
    public func testCaseWillStart(_ testCase: XCTestCase) {}
    public func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int
    ) {}

    /// Tells the older ``testCase(_:didFailWithDescription:inFile:atLine:)``, as Apple's
    /// default does: the center reports each issue here only, so an observer that implements
    /// both methods hears of it once, and one that implements only the older one still does.
    public func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        self.testCase(
            testCase, didFailWithDescription: issue.compactDescription, inFile: location?.filePath,
            atLine: location?.lineNumber ?? 0)
    }

    public func testCase(_ testCase: XCTestCase, didRecord expectedFailure: XCTExpectedFailure) {}
    public func testCaseDidFinish(_ testCase: XCTestCase) {}
    public func testSuite(
        _ testSuite: XCTestSuite, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int
    ) {}

    /// Tells the older ``testSuite(_:didFailWithDescription:inFile:atLine:)`` (see
    /// ``testCase(_:didRecord:)-…``).
    public func testSuite(_ testSuite: XCTestSuite, didRecord issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        self.testSuite(
            testSuite, didFailWithDescription: issue.compactDescription, inFile: location?.filePath,
            atLine: location?.lineNumber ?? 0)
    }

    public func testSuiteDidFinish(_ testSuite: XCTestSuite) {}
    public func testBundleDidFinish(_ testBundle: Bundle) {}
}
