import Calculator
import XCTest

/// `XCTExpectFailure` in all its forms. The toolchain's XCTest on Linux has no such API, so
/// these tests exist only when the fixture builds against Harness.
final class ExpectedFailureTests: XCTestCase {
    func testNonBlockExpectationCoversRestOfTest() {
        XCTExpectFailure("division rounds the wrong way (known bug)")
        XCTAssertEqual(try RPNCalculator.value(of: "7 2 /"), 3)
    }

    func testBlockExpectationCoversOnlyTheBlock() {
        XCTExpectFailure("known inside the block") {
            XCTFail("inside the block")
        }
        XCTFail("after the block")
    }

    func testBlockExpectationReturnsTheBlockValue() throws {
        let value = try XCTExpectFailure("the block's value still comes back") {
            XCTFail("expected inside the block")
            return try RPNCalculator.value(of: "6 7 *")
        }
        XCTAssertEqual(value, 42)
    }

    func testStrictExpectationWithoutFailureFails() {
        XCTExpectFailure("nothing fails after this")
        XCTAssertEqual(try RPNCalculator.value(of: "1 1 +"), 2)
    }

    func testStrictBlockExpectationWithoutFailureFails() {
        XCTExpectFailure("nothing fails inside this block") {
            XCTAssertTrue(RPNCalculator().isEmpty)
        }
    }

    func testNonStrictExpectationWithoutFailurePasses() {
        XCTExpectFailure("only fails on some machines", strict: false)
        XCTAssertTrue(RPNCalculator().isEmpty)
    }

    func testNonStrictBlockExpectationWithoutFailurePasses() {
        XCTExpectFailure("only fails on some machines", strict: false) {
            XCTAssertTrue(RPNCalculator().isEmpty)
        }
    }

    func testIssueMatcherSelectsWhichFailuresAreExpected() {
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { issue in issue.compactDescription.contains("42") }
        XCTExpectFailure("only the answer is known to be wrong", options: options)
        XCTAssertEqual(41, 42, "the answer")
        XCTFail("an unrelated failure")
    }

    func testDisabledExpectationHasNoEffect() {
        XCTExpectFailure("disabled", enabled: false)
        XCTFail("counts as a normal failure")
    }
}
