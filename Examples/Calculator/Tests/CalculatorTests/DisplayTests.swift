import XCTest
import Calculator

/// How numbers look on the ten-digit display.
final class DisplayTests: XCTestCase {
    func testIntegersHaveNoDecimalPoint() {
        XCTAssertEqual(DisplayFormatter.string(for: 3), "3")
    }

    func testBinaryFractionsAreRounded() {
        XCTAssertEqual(DisplayFormatter.string(for: 0.1 + 0.2), "0.3")
    }

    func testLargeNumbersUseScientificNotation() {
        XCTAssertEqual(DisplayFormatter.string(for: 1e12), "1e+12")
    }

    func testDisplayIsNeverWiderThanItsDigits() {
        let text = DisplayFormatter.string(for: 2.0.squareRoot())
        XCTAssertLessThanOrEqual(text.filter(\.isNumber).count, DisplayFormatter.width)
    }

    func testThirdsAreTruncatedNotRounded() {
        // A known display bug: 2 ÷ 3 shows ...67 (rounded), real calculators show ...66.
        XCTExpectFailure("display rounds the last digit (issue #7)")
        XCTAssertEqual(DisplayFormatter.string(for: 2.0 / 3.0), "0.666666666")
    }
}
