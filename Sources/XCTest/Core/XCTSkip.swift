internal import HarnessWire

/// Thrown to skip the rest of a test, with an optional reason. Skipped tests are counted
/// and reported, not failed.
///
/// ```swift
/// func testIPv6() throws {
///     guard hasIPv6() else { throw XCTSkip("no IPv6 on this machine") }
///     …
/// }
/// ```
public struct XCTSkip: Error, XCTCustomErrorHandling, LocalizedError {
    /// The reason given, if any.
    public let message: String?
    /// `Test skipped[: explanation][ - message]`, as the console prints it.
    let summary: String
    /// Where the skip was thrown from.
    let location: SourceLocation?

    var shouldRecordAsTestFailure: Bool { false }
    var shouldRecordAsTestSkip: Bool { true }

    /// Creates a skip with an optional reason.
    public init(_ message: @autoclosure () -> String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.init(explanation: nil, message: message(), location: SourceLocation(file: "\(file)", line: Int(line)))
    }

    /// A skip caused by an error thrown where a skip decision was made (or in set-up).
    init(error: any Error, message: String? = nil, location: SourceLocation? = nil) {
        self.init(explanation: "threw error \"\(error)\"", message: message, location: location)
    }

    /// The skip of `XCTSkipIf`/`XCTSkipUnless`, worded as the toolchain's XCTest words it.
    init(requiredValue: Bool, message: String?, file: StaticString, line: UInt) {
        let explanation = requiredValue ? "required true value but got false" : "required false value but got true"
        self.init(
            explanation: explanation, message: message, location: SourceLocation(file: "\(file)", line: Int(line)))
    }

    private init(explanation: String?, message: String?, location: SourceLocation?) {
        self.message = message
        self.location = location
        var summary = "Test skipped"
        if let explanation { summary += ": \(explanation)" }
        if let message, !message.isEmpty { summary += " - \(message)" }
        self.summary = summary
    }

    public var errorDescription: String? { summary }
}

/// Skips the test when `expression` is true.
///
/// ```swift
/// try XCTSkipIf(ProcessInfo.processInfo.environment["CI"] != nil, "too slow for CI")
/// ```
public func XCTSkipIf(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) throws {
    try skip(when: expression, equals: true, message: message, file: file, line: line)
}

/// Skips the test unless `expression` is true.
public func XCTSkipUnless(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) throws {
    try skip(when: expression, equals: false, message: message, file: file, line: line)
}

private func skip(
    when expression: () throws -> Bool,
    equals skippingValue: Bool,
    message: () -> String?,
    file: StaticString,
    line: UInt
) throws {
    let value: Bool
    do {
        value = try expression()
    } catch {
        throw XCTSkip(error: error, message: message(), location: SourceLocation(file: "\(file)", line: Int(line)))
    }
    if value == skippingValue {
        throw XCTSkip(requiredValue: skippingValue, message: message(), file: file, line: line)
    }
}
