/// How an error thrown from a test or its set-up is treated; errors that don't conform are
/// failures that skip the test body when thrown in set-up.
protocol XCTCustomErrorHandling: Error {
    var shouldRecordAsTestFailure: Bool { get }
    var shouldSkipTestInvocation: Bool { get }
    var shouldRecordAsTestSkip: Bool { get }
}

extension XCTCustomErrorHandling {
    var shouldRecordAsTestFailure: Bool { true }
    var shouldSkipTestInvocation: Bool { true }
    var shouldRecordAsTestSkip: Bool { false }
}

extension Error {
    var xct_shouldRecordAsTestFailure: Bool { (self as? any XCTCustomErrorHandling)?.shouldRecordAsTestFailure ?? true }
    var xct_shouldSkipTestInvocation: Bool { (self as? any XCTCustomErrorHandling)?.shouldSkipTestInvocation ?? true }
    var xct_shouldRecordAsTestSkip: Bool { (self as? any XCTCustomErrorHandling)?.shouldRecordAsTestSkip ?? false }
}

/// Thrown by `XCTUnwrap` after it has recorded its own failure: ends the test, adds nothing.
struct XCTestErrorWhileUnwrappingOptional: XCTCustomErrorHandling {
    var shouldRecordAsTestFailure: Bool { false }
}
