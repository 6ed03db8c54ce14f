/// Asserts that an expression throws, and hands the error to `errorHandler`.
/// Fails with `XCTAssertThrowsError failed: did not throw error - MESSAGE`.
///
/// ```swift
/// XCTAssertThrowsError(try Parser.parse("{")) { error in
///     XCTAssertEqual(error as? ParseError, .unexpectedEnd)
/// }
/// ```
public func XCTAssertThrowsError<T>(
    _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line, _ errorHandler: (_ error: any Error) -> Void = { _ in }
) {
    assertThrows(expression, message: message, file: file, line: line, errorHandler)
}

/// Asserts that an expression throws; an error thrown by `errorHandler` is recorded as an
/// unexpected failure of the assertion.
public func XCTAssertThrowsError<T>(
    _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line, _ errorHandler: (_ error: any Error) throws -> Void = { _ in }
) rethrows {
    assertThrows(expression, message: message, file: file, line: line, errorHandler)
}

private func assertThrows<T>(
    _ expression: () throws -> T, message: () -> String, file: StaticString, line: UInt,
    _ errorHandler: (any Error) throws -> Void
) {
    AssertionEvaluator.evaluate("XCTAssertThrowsError", message: message, file: file, line: line) {
        let caught: (any Error)?
        do {
            _ = try expression()
            caught = nil
        } catch {
            caught = error
        }
        guard let caught else { return .failure("did not throw error") }
        try errorHandler(caught)
        return .success
    }
}

/// Asserts that an expression does not throw.
/// Fails with `XCTAssertNoThrow failed: threw error "E" - MESSAGE`.
public func XCTAssertNoThrow<T>(
    _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    AssertionEvaluator.evaluate("XCTAssertNoThrow", message: message, file: file, line: line) {
        do {
            _ = try expression()
            return .success
        } catch {
            return .failure("threw error \"\(error)\"")
        }
    }
}
