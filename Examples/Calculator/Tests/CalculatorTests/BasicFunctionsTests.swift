import XCTest
@testable import Calculator

/// The four operations, as the Apple chapter's `BasicFunctionsTests` groups them.
final class BasicFunctionsTests: XCTestCase {
    // A new instance runs each test method, so every test starts from a cleared calculator.
    var calculator = Calculator()

    func testAddition() throws {
        try calculator.press("6+2=")
        XCTAssertEqual(calculator.display, "8", "Part 1 failed.")
    }

    func testSubtraction() throws {
        try calculator.press("6-8=")
        XCTAssertEqual(calculator.value, -2)
    }

    func testMultiplicationChainsLeftToRight() throws {
        try calculator.press("2+3×4=")
        XCTAssertEqual(calculator.display, "20", "a pocket calculator executes immediately")
    }

    func testDivisionByZeroIsAnError() {
        XCTAssertThrowsError(try calculator.press("1÷0=")) { error in
            XCTAssertEqual(error as? CalculatorError, .divisionByZero)
        }
        XCTAssertEqual(calculator.display, "Error")
    }

    func testClearAfterError() throws {
        _ = try? calculator.press("1÷0=")
        try calculator.press("C7")
        XCTAssertEqual(calculator.display, "7")
    }

    func testUnknownKeyIsRejected() {
        XCTAssertThrowsError(try calculator.press("2^3"))
    }
}
