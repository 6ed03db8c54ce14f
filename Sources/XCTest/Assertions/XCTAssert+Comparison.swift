/// Asserts `a > b`. Fails with `XCTAssertGreaterThan failed: ("A") is not greater than ("B") - MESSAGE`.
///
/// ```swift
/// XCTAssertGreaterThan(queue.count, 0)
/// ```
public func XCTAssertGreaterThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertGreaterThan", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if value1 > value2 { return }
    AssertionEvaluator.fail(
        "XCTAssertGreaterThan", "(\"\(value1)\") is not greater than (\"\(value2)\")", message: message, file: file,
        line: line)
}

/// Asserts `a >= b`. Fails with `… failed: ("A") is less than ("B") - MESSAGE`.
public func XCTAssertGreaterThanOrEqual<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertGreaterThanOrEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if value1 >= value2 { return }
    AssertionEvaluator.fail(
        "XCTAssertGreaterThanOrEqual", "(\"\(value1)\") is less than (\"\(value2)\")", message: message, file: file,
        line: line)
}

/// Asserts `a < b`. Fails with `… failed: ("A") is not less than ("B") - MESSAGE`.
public func XCTAssertLessThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertLessThan", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if value1 < value2 { return }
    AssertionEvaluator.fail(
        "XCTAssertLessThan", "(\"\(value1)\") is not less than (\"\(value2)\")", message: message, file: file,
        line: line)
}

/// Asserts `a <= b`. Fails with `… failed: ("A") is greater than ("B") - MESSAGE`.
public func XCTAssertLessThanOrEqual<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertLessThanOrEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if value1 <= value2 { return }
    AssertionEvaluator.fail(
        "XCTAssertLessThanOrEqual", "(\"\(value1)\") is greater than (\"\(value2)\")", message: message, file: file,
        line: line)
}
