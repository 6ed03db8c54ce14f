/// What one assertion found.
enum AssertionResult {
    case success
    /// Failed, with optional details (`("1") is not equal to ("2")`).
    case failure(String?)
    /// The asserted expression threw.
    case thrown(any Error)
}

/// The one place that words and records assertion failures, exactly as the toolchain's XCTest
/// does: `NAME failed: DETAILS - MESSAGE`, `NAME failed - MESSAGE`, `NAME threw error "E" - MESSAGE`.
///
/// Assertions test their condition themselves and call in here only when it fails, so a
/// passing assertion costs its comparison and nothing else (no result value, no strings).
@usableFromInline
enum AssertionEvaluator {
    /// `XCTAssertEqual failed: ("A") is not equal to ("B") - MESSAGE`, out of line for the
    /// inlined `XCTAssertEqual`.
    @usableFromInline
    static func notEqual<T>(_ value1: T, _ value2: T, message: () -> String, file: StaticString, line: UInt) {
        fail(
            "XCTAssertEqual", "(\"\(value1)\") is not equal to (\"\(value2)\")", message: message, file: file,
            line: line)
    }

    /// Records a failed assertion; `details` follow `failed: `.
    @usableFromInline
    static func fail(
        _ name: StaticString?, _ details: @autoclosure () -> String?, message: () -> String, file: StaticString,
        line: UInt
    ) {
        let explanation = details().map { "failed: \($0)" } ?? "failed"
        IssueRecorder.recordAssertionFailure(describe(name, explanation, message), file: file, line: line)
    }

    /// Records an assertion whose expression threw (an "unexpected" failure).
    @usableFromInline
    static func threw(_ name: StaticString?, _ error: any Error, message: () -> String, file: StaticString, line: UInt)
    {
        IssueRecorder.recordThrownInAssertion(
            describe(name, "threw error \"\(error)\"", message), error: error, file: file, line: line)
    }

    /// Evaluates both sides of a comparison, or records that one of them threw (then nil).
    static func values<T>(
        _ name: StaticString, _ expression1: () throws -> T, _ expression2: () throws -> T, message: () -> String,
        file: StaticString, line: UInt
    ) -> (T, T)? {
        do {
            return (try expression1(), try expression2())
        } catch {
            threw(name, error, message: message, file: file, line: line)
            return nil
        }
    }

    /// Runs a check that reports its result as a value, for assertions whose logic does not
    /// fit a plain condition (`XCTAssertThrowsError`, `XCTUnwrap`).
    static func evaluate(
        _ name: StaticString?, message: () -> String, file: StaticString, line: UInt,
        _ check: () throws -> AssertionResult
    ) {
        let result: AssertionResult
        do {
            result = try check()
        } catch {
            result = .thrown(error)
        }
        switch result {
        case .success:
            return
        case .failure(let details):
            fail(name, details, message: message, file: file, line: line)
        case .thrown(let error):
            threw(name, error, message: message, file: file, line: line)
        }
    }

    private static func describe(_ name: StaticString?, _ explanation: String, _ message: () -> String) -> String {
        "\(name.map { "\($0) \(explanation)" } ?? explanation) - \(message())"
    }
}
