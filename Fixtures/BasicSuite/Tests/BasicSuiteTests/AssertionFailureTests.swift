import Calculator
import XCTest

/// One test per assertion kind, each failing twice: once with the default description only,
/// once with a custom message, so both spellings of every failure description are pinned.
final class AssertionFailureTests: XCTestCase {
    func testAssertFails() {
        XCTAssert(RPNCalculator().top != nil)
        XCTAssert(RPNCalculator().top != nil, "a new calculator has a top value")
    }

    func testAssertTrueFails() {
        XCTAssertTrue(RPNCalculator().isEmpty == false)
        XCTAssertTrue(RPNCalculator().isEmpty == false, "expected a value on the stack")
    }

    func testAssertFalseFails() {
        XCTAssertFalse(RPNCalculator().isEmpty)
        XCTAssertFalse(RPNCalculator().isEmpty, "expected an empty stack to be non-empty")
    }

    func testAssertNilFails() throws {
        var calculator = RPNCalculator()
        try calculator.evaluate("5")
        XCTAssertNil(calculator.top)
        XCTAssertNil(calculator.top, "stack should have been cleared")
    }

    func testAssertNotNilFails() {
        XCTAssertNotNil(RPNCalculator().top)
        XCTAssertNotNil(RPNCalculator().top, "nothing was pushed")
    }

    func testAssertEqualFails() throws {
        var calculator = RPNCalculator()
        let display = String(Int(try calculator.evaluate("4 5 +")))
        XCTAssertEqual(display, "8")
        // The seed chapter's example, word for word.
        XCTAssertEqual(display, "8", "Part 1 failed.")
    }

    func testAssertEqualWithAccuracyFails() {
        XCTAssertEqual(0.1 + 0.2, 0.4, accuracy: 0.01)
        XCTAssertEqual(1.5, 2.0, accuracy: 0.25, "too far apart")
    }

    func testAssertNotEqualFails() {
        XCTAssertNotEqual([1, 2], [1, 2])
        XCTAssertNotEqual("same", "same", "strings should differ")
    }

    func testAssertNotEqualWithAccuracyFails() {
        XCTAssertNotEqual(1.0, 1.05, accuracy: 0.1)
        XCTAssertNotEqual(3.0, 3.0, accuracy: 0.5, "close enough to be equal")
    }

    func testAssertIdenticalFails() {
        XCTAssertIdentical(Counter(), Counter())
        XCTAssertIdentical(Counter(), nil, "no counter on the right")
    }

    func testAssertNotIdenticalFails() {
        let counter = Counter()
        XCTAssertNotIdentical(counter, counter, "one counter is itself")
    }

    func testAssertGreaterThanFails() {
        XCTAssertGreaterThan(1, 2)
        XCTAssertGreaterThan("a", "b", "alphabetical order")
    }

    func testAssertGreaterThanOrEqualFails() {
        XCTAssertGreaterThanOrEqual(1, 2)
        XCTAssertGreaterThanOrEqual(1.5, 2.5, "half-steps")
    }

    func testAssertLessThanFails() {
        XCTAssertLessThan(3, 3)
        XCTAssertLessThan(4, 3, "four is not less than three")
    }

    func testAssertLessThanOrEqualFails() {
        XCTAssertLessThanOrEqual(5, 4)
        XCTAssertLessThanOrEqual(5, 4, "five exceeds four")
    }

    func testAssertThrowsErrorFails() {
        XCTAssertThrowsError(try RPNCalculator.value(of: "1 2 +"))
        XCTAssertThrowsError(try RPNCalculator.value(of: "1 2 +"), "addition cannot fail")
    }

    func testAssertThrowsErrorHandlerFails() {
        XCTAssertThrowsError(try RPNCalculator.value(of: "1 +")) { error in
            XCTAssertEqual(error as? CalculatorError, .divisionByZero, "wrong error")
        }
    }

    func testAssertNoThrowFails() {
        XCTAssertNoThrow(try RPNCalculator.value(of: "2 0 /"))
        XCTAssertNoThrow(try RPNCalculator.value(of: "nine"), "nine is not a number")
    }

    func testFail() {
        XCTFail()
        XCTFail("reached a branch that must not run")
    }

    func testUnwrapFails() throws {
        let top = try XCTUnwrap(RPNCalculator().top, "nothing on the stack")
        // Not reached: XCTUnwrap throws after recording its one failure.
        print("[assertions] unwrapped \(top)")
    }

    func testUnwrapFailsWithoutMessage() throws {
        _ = try XCTUnwrap(RPNCalculator().top)
    }

    func testAssertionExpressionThrows() {
        var calculator = RPNCalculator()
        XCTAssertEqual(try calculator.evaluate("1 x"), 1)
        XCTAssertTrue(try calculator.evaluate("+") > 0, "underflow is an error")
    }
}
