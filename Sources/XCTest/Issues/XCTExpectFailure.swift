/// Expects the rest of the current test to record a failure (a known bug, say): matching
/// issues are reported as expected and do not fail the test. If `strict` and no issue
/// occurs, the test fails. (The toolchain's XCTest on Linux lacks this; Apple's has it.)
///
/// ```swift
/// func testRounding() {
///     XCTExpectFailure("rounding bug #42")
///     XCTAssertEqual(round(2.5), 2)
/// }
/// ```
public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
) {
    let options = makeOptions(enabled: enabled, strict: strict, issueMatcher: issueMatcher)
    XCTExpectFailure(failureReason, options: options, file: file, line: line)
}

/// Expects the rest of the current test to record a failure, as configured by `options`.
public func XCTExpectFailure(
    _ failureReason: String? = nil,
    options: XCTExpectedFailure.Options,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let context = TestContext.resolve(), case .testCase = context.owner else {
        IssueRecorder.recordAssertionFailure("XCTExpectFailure called outside of a test", file: file, line: line)
        return
    }
    context.pushExpectedFailure(ExpectedFailureScope(reason: failureReason, options: options, file: file, line: line))
}

/// Expects `failingBlock` to record a failure; returns what the block returns.
///
/// ```swift
/// XCTExpectFailure("flaky on CI") {
///     XCTAssertTrue(networkIsUp())
/// }
/// ```
@discardableResult
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
) rethrows -> R {
    let options = makeOptions(enabled: enabled, strict: strict, issueMatcher: issueMatcher)
    return try XCTExpectFailure(failureReason, options: options, file: file, line: line, failingBlock: failingBlock)
}

/// Expects `failingBlock` to record a failure, as configured by `options`.
@discardableResult
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    options: XCTExpectedFailure.Options,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () throws -> R
) rethrows -> R {
    guard let block = BlockScope(reason: failureReason, options: options, file: file, line: line) else {
        return try failingBlock()
    }
    defer { block.close() }
    do {
        return try failingBlock()
    } catch {
        block.noteEscaping(error)
        throw error
    }
}

/// Expects the asynchronous `failingBlock` to record a failure; returns what it returns.
@discardableResult
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () async throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
) async rethrows -> R {
    let options = makeOptions(enabled: enabled, strict: strict, issueMatcher: issueMatcher)
    guard let block = BlockScope(reason: failureReason, options: options, file: file, line: line) else {
        return try await failingBlock()
    }
    defer { block.close() }
    do {
        return try await failingBlock()
    } catch {
        block.noteEscaping(error)
        throw error
    }
}

/// The expectation of failure around one block: opened before it, closed after it (reporting a
/// strict expectation that matched nothing).
private struct BlockScope {
    let context: TestContext
    let scope: ExpectedFailureScope

    /// Opens the scope in the current test; outside a test, records the misuse and returns nil.
    init?(reason: String?, options: XCTExpectedFailure.Options, file: StaticString, line: UInt) {
        guard let context = TestContext.resolve(), case .testCase = context.owner else {
            IssueRecorder.recordAssertionFailure("XCTExpectFailure called outside of a test", file: file, line: line)
            return nil
        }
        self.context = context
        self.scope = ExpectedFailureScope(reason: reason, options: options, file: file, line: line)
        context.pushExpectedFailure(scope)
    }

    /// An error escaping the block is an issue the block may have been expected to cause.
    func noteEscaping(_ error: any Error) {
        let issue = XCTIssue(type: .thrownError, compactDescription: "threw error \"\(error)\"", associatedError: error)
        if scope.accepts(issue) { scope.matchCount += 1 }
    }

    func close() {
        context.popExpectedFailure(scope)
        scope.reportIfUnmatched()
    }
}

private func makeOptions(enabled: Bool?, strict: Bool?, issueMatcher: ((XCTIssue) -> Bool)?)
    -> XCTExpectedFailure.Options
{
    let options = XCTExpectedFailure.Options()
    if let enabled { options.isEnabled = enabled }
    if let strict { options.isStrict = strict }
    if let issueMatcher { options.issueMatcher = issueMatcher }
    return options
}
