import Calculator
import XCTest

/// Every way of skipping from a test body, plus a skip condition that does not hold.
final class SkippingTests: XCTestCase {
    func testSkipWithMessage() throws {
        throw XCTSkip("the scientific mode is not built yet")
    }

    func testSkipWithoutMessage() throws {
        throw XCTSkip()
    }

    func testSkipIfTrue() throws {
        try XCTSkipIf(BinaryOperation.allCases.count == 4, "only the four basic operations exist")
        XCTFail("not reached: the skip above applies")
    }

    func testSkipUnlessFalse() throws {
        try XCTSkipUnless(BinaryOperation(rawValue: "^") != nil, "no exponent operator")
        XCTFail("not reached: the skip above applies")
    }

    func testSkipIfFalseRuns() throws {
        try XCTSkipIf(RPNCalculator().isEmpty == false, "never: a new calculator is empty")
        XCTAssertTrue(RPNCalculator().isEmpty)
    }

    func testFailureBeforeSkipStillFails() throws {
        XCTAssertEqual(BinaryOperation.allCases.count, 5, "a failure recorded before the skip")
        throw XCTSkip("skipped after a failure")
    }
}
