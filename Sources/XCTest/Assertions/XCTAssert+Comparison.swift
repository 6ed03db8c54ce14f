/// Asserts `a > b`. Fails with `XCTAssertGreaterThan failed: ("A") is not greater than ("B") - MESSAGE`.
///
/// ```swift
/// XCTAssertGreaterThan(queue.count, 0)
/// ```
public func XCTAssertGreaterThan<T: Comparable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate("XCTAssertGreaterThan", message: message, file: file, line: line) {
        let (value1, value2) = (try expression1(), try expression2())
        return value1 > value2 ? .success : .failure("(\"\(value1)\") is not greater than (\"\(value2)\")")
    }
}

/// Asserts `a >= b`. Fails with `… failed: ("A") is less than ("B") - MESSAGE`.
public func XCTAssertGreaterThanOrEqual<T: Comparable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate("XCTAssertGreaterThanOrEqual", message: message, file: file, line: line) {
        let (value1, value2) = (try expression1(), try expression2())
        return value1 >= value2 ? .success : .failure("(\"\(value1)\") is less than (\"\(value2)\")")
    }
}

/// Asserts `a < b`. Fails with `… failed: ("A") is not less than ("B") - MESSAGE`.
public func XCTAssertLessThan<T: Comparable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate("XCTAssertLessThan", message: message, file: file, line: line) {
        let (value1, value2) = (try expression1(), try expression2())
        return value1 < value2 ? .success : .failure("(\"\(value1)\") is not less than (\"\(value2)\")")
    }
}

/// Asserts `a <= b`. Fails with `… failed: ("A") is greater than ("B") - MESSAGE`.
public func XCTAssertLessThanOrEqual<T: Comparable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    AssertionEvaluator.evaluate("XCTAssertLessThanOrEqual", message: message, file: file, line: line) {
        let (value1, value2) = (try expression1(), try expression2())
        return value1 <= value2 ? .success : .failure("(\"\(value1)\") is greater than (\"\(value2)\")")
    }
}
