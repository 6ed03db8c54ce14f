/// Asserts that two references point to the same object (or are both nil).
///
/// ```swift
/// XCTAssertIdentical(Registry.shared, Registry.shared)
/// ```
public func XCTAssertIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    AssertionEvaluator.evaluate("XCTAssertIdentical", message: message, file: file, line: line) {
        let (value1, value2) = (try expression1(), try expression2())
        return value1 === value2
            ? .success : .failure("(\"\(describe(value1))\") is not identical to (\"\(describe(value2))\")")
    }
}

/// Asserts that two references point to different objects.
public func XCTAssertNotIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    AssertionEvaluator.evaluate("XCTAssertNotIdentical", message: message, file: file, line: line) {
        let (value1, value2) = (try expression1(), try expression2())
        return value1 !== value2
            ? .success : .failure("(\"\(describe(value1))\") is identical to (\"\(describe(value2))\")")
    }
}

/// `nil`, or the object's own description.
private func describe(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    return String(describing: object)
}
