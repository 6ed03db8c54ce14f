import XCTest
@testable import Calculator

/// Square roots, percentages and signs.
final class AdvancedFunctionsTests: XCTestCase {
    var calculator: Calculator!

    override func setUp() {
        calculator = Calculator()
    }

    override func tearDown() {
        calculator = nil
    }

    func testSquareRoot() throws {
        try calculator.press("2√")
        XCTAssertEqual(calculator.value, 1.41421356, accuracy: 1e-8)
    }

    func testSquareRootOfNegativeThrows() throws {
        try calculator.press("9±")
        XCTAssertThrowsError(try calculator.press(.squareRoot))
    }

    func testPercent() throws {
        try calculator.press("50%")
        XCTAssertEqual(calculator.value, 0.5)
    }

    func testChangeSignTwiceIsIdentity() throws {
        try calculator.press("42±±")
        XCTAssertEqual(calculator.display, "42")
    }

    func testDecimalPointOnlyOnce() throws {
        try calculator.press("1..5")
        XCTAssertEqual(calculator.display, "1.5")
    }
}
