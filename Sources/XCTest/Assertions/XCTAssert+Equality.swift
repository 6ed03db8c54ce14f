/// Asserts that two values are equal.
/// Fails with `XCTAssertEqual failed: ("A") is not equal to ("B") - MESSAGE`.
///
/// ```swift
/// XCTAssertEqual(calculator.add(4, 5), 9, "Part 1 failed.")
/// ```
///
/// Inlined into the caller (`@_transparent`), so that a passing assertion costs the comparison
/// on concrete types even in a debug build of the test target; failures go out of line.
@_transparent
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value1 = try expression1()
        let value2 = try expression2()
        if value1 == value2 { return }
        AssertionEvaluator.notEqual(value1, value2, message: message, file: file, line: line)
    } catch {
        AssertionEvaluator.threw("XCTAssertEqual", error, message: message, file: file, line: line)
    }
}

/// Asserts that two floating-point values are within `accuracy` of each other.
///
/// ```swift
/// XCTAssertEqual(circle.area, 3.1416, accuracy: 0.0001)
/// ```
public func XCTAssertEqual<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if Tolerance.within(value1, value2, accuracy) { return }
    AssertionEvaluator.fail(
        "XCTAssertEqual", "(\"\(value1)\") is not equal to (\"\(value2)\") +/- (\"\(accuracy)\")", message: message,
        file: file, line: line)
}

/// Asserts that two numeric values are within `accuracy` of each other.
public func XCTAssertEqual<T: Numeric>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if Tolerance.within(value1, value2, accuracy) { return }
    AssertionEvaluator.fail(
        "XCTAssertEqual", "(\"\(value1)\") is not equal to (\"\(value2)\") +/- (\"\(accuracy)\")", message: message,
        file: file, line: line)
}

/// The old name of ``XCTAssertEqual(_:_:accuracy:_:file:line:)-…``.
@available(*, deprecated, renamed: "XCTAssertEqual(_:_:accuracy:file:line:)")
public func XCTAssertEqualWithAccuracy<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(try expression1(), try expression2(), accuracy: accuracy, message(), file: file, line: line)
}

/// Asserts that two values differ.
/// Fails with `XCTAssertNotEqual failed: ("A") is equal to ("B") - MESSAGE`.
public func XCTAssertNotEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertNotEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if value1 != value2 { return }
    AssertionEvaluator.fail(
        "XCTAssertNotEqual", "(\"\(value1)\") is equal to (\"\(value2)\")", message: message, file: file, line: line)
}

/// Asserts that two floating-point values are further apart than `accuracy`.
public func XCTAssertNotEqual<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertNotEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if !(Tolerance.within(value1, value2, accuracy)) { return }
    AssertionEvaluator.fail(
        "XCTAssertNotEqual", "(\"\(value1)\") is equal to (\"\(value2)\") +/- (\"\(accuracy)\")", message: message,
        file: file, line: line)
}

/// Asserts that two numeric values are further apart than `accuracy`.
public func XCTAssertNotEqual<T: Numeric>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let (value1, value2) = AssertionEvaluator.values(
            "XCTAssertNotEqual", expression1, expression2, message: message, file: file, line: line)
    else { return }
    if !(Tolerance.within(value1, value2, accuracy)) { return }
    AssertionEvaluator.fail(
        "XCTAssertNotEqual", "(\"\(value1)\") is equal to (\"\(value2)\") +/- (\"\(accuracy)\")", message: message,
        file: file, line: line)
}

/// The old name of ``XCTAssertNotEqual(_:_:accuracy:_:file:line:)-…``.
@available(*, deprecated, renamed: "XCTAssertNotEqual(_:_:accuracy:file:line:)")
public func XCTAssertNotEqualWithAccuracy<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertNotEqual(try expression1(), try expression2(), accuracy: accuracy, message(), file: file, line: line)
}

/// "Equal within an accuracy", for floating-point and other numeric values.
enum Tolerance {
    static func within<T: FloatingPoint>(_ a: T, _ b: T, _ accuracy: T) -> Bool {
        // Equal infinities are equal, though their difference is NaN.
        a == b || (a - b).magnitude <= accuracy.magnitude
    }

    static func within<T: Numeric>(_ a: T, _ b: T, _ accuracy: T) -> Bool {
        a == b || (a - b).magnitude <= accuracy.magnitude
    }
}
