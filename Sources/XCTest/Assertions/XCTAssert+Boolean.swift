/// Asserts that an expression is true.
///
/// ```swift
/// XCTAssert(stack.isEmpty, "a new stack is empty")
/// ```
@_transparent
public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(try expression(), message(), file: file, line: line)
}

/// Asserts that an expression is true. Fails with `XCTAssertTrue failed - MESSAGE`.
@_transparent
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        if try expression() { return }
        AssertionEvaluator.fail("XCTAssertTrue", nil, message: message, file: file, line: line)
    } catch {
        AssertionEvaluator.threw("XCTAssertTrue", error, message: message, file: file, line: line)
    }
}

/// Asserts that an expression is false. Fails with `XCTAssertFalse failed - MESSAGE`.
@_transparent
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        if try !expression() { return }
        AssertionEvaluator.fail("XCTAssertFalse", nil, message: message, file: file, line: line)
    } catch {
        AssertionEvaluator.threw("XCTAssertFalse", error, message: message, file: file, line: line)
    }
}

/// Records a failure unconditionally: `failed - MESSAGE`.
///
/// ```swift
/// default: XCTFail("unexpected token \(token)")
/// ```
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.fail(nil, nil, message: { message }, file: file, line: line)
}
