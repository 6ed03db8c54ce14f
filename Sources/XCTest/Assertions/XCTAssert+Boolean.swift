/// Asserts that an expression is true.
///
/// ```swift
/// XCTAssert(stack.isEmpty, "a new stack is empty")
/// ```
public func XCTAssert(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(try expression(), message(), file: file, line: line)
}

/// Asserts that an expression is true. Fails with `XCTAssertTrue failed - MESSAGE`.
public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate("XCTAssertTrue", message: message, file: file, line: line) {
        try expression() ? .success : .failure(nil)
    }
}

/// Asserts that an expression is false. Fails with `XCTAssertFalse failed - MESSAGE`.
public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate("XCTAssertFalse", message: message, file: file, line: line) {
        try expression() ? .failure(nil) : .success
    }
}

/// Records a failure unconditionally: `failed - MESSAGE`.
///
/// ```swift
/// default: XCTFail("unexpected token \(token)")
/// ```
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate(nil, message: { message }, file: file, line: line) { .failure(nil) }
}
