/// Asserts that an expression is nil. Fails with `XCTAssertNil failed: "VALUE" - MESSAGE`.
///
/// ```swift
/// XCTAssertNil(cache["missing"])
/// ```
@_transparent
public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        guard let value = try expression() else { return }
        AssertionEvaluator.fail("XCTAssertNil", "\"\(value)\"", message: message, file: file, line: line)
    } catch {
        AssertionEvaluator.threw("XCTAssertNil", error, message: message, file: file, line: line)
    }
}

/// Asserts that an expression is not nil. Fails with `XCTAssertNotNil failed - MESSAGE`.
@_transparent
public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        if try expression() != nil { return }
        AssertionEvaluator.fail("XCTAssertNotNil", nil, message: message, file: file, line: line)
    } catch {
        AssertionEvaluator.threw("XCTAssertNotNil", error, message: message, file: file, line: line)
    }
}

/// Returns the unwrapped value, or records a failure and throws.
///
/// ```swift
/// let user = try XCTUnwrap(directory.user(named: "ada"))
/// XCTAssertEqual(user.id, 7)
/// ```
///
/// - Throws: the expression's own error, or an error that ends the test (its failure is
///   already recorded: `XCTUnwrap failed: expected non-nil value of type "T"`).
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T {
    var value: T?
    var thrown: (any Error)?
    AssertionEvaluator.evaluate("XCTUnwrap", message: message, file: file, line: line) {
        do {
            value = try expression()
        } catch {
            thrown = error
            return .thrown(error)
        }
        return value == nil ? .failure("expected non-nil value of type \"\(T.self)\"") : .success
    }
    if let value { return value }
    throw thrown ?? XCTestErrorWhileUnwrappingOptional()
}
