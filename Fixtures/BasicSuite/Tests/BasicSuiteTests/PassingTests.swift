import Calculator
import XCTest

/// Tests that pass, using every assertion in its passing form, so a framework that reports a
/// false failure for any of them shows up here.
final class PassingTests: XCTestCase {
    func testEvaluatesSimpleExpression() throws {
        var calculator = RPNCalculator()
        XCTAssertEqual(try calculator.evaluate("3 4 + 2 *"), 14)
    }

    func testEveryAssertionPasses() throws {
        var calculator = RPNCalculator()
        let counter = Counter()
        XCTAssert(calculator.isEmpty)
        XCTAssertTrue(calculator.isEmpty, "a new calculator is empty")
        XCTAssertNil(calculator.top)
        try calculator.evaluate("10 4 -")
        XCTAssertFalse(calculator.isEmpty)
        XCTAssertNotNil(calculator.top)
        XCTAssertEqual(calculator.stack, [6])
        XCTAssertNotEqual(calculator.top, 7)
        XCTAssertEqual(try calculator.evaluate("3 /"), 2.0, accuracy: 0.000_1)
        XCTAssertNotEqual(0.1 + 0.2, 0.4, accuracy: 0.01)
        XCTAssertIdentical(counter, counter)
        XCTAssertNotIdentical(counter, Counter())
        XCTAssertGreaterThan(counter.increment(), 0)
        XCTAssertGreaterThanOrEqual(counter.count, 1)
        XCTAssertLessThan(counter.count, 2)
        XCTAssertLessThanOrEqual(counter.count, 1)
        XCTAssertThrowsError(try calculator.evaluate("1 0 /")) { error in
            XCTAssertEqual(error as? CalculatorError, .divisionByZero)
        }
        XCTAssertNoThrow(try RPNCalculator.value(of: "1 1 +"))
        let unwrapped = try XCTUnwrap(calculator.top)
        XCTAssertEqual(unwrapped, 2)
    }

    func testOperatorsCoverAllCases() throws {
        let results = try BinaryOperation.allCases.map { try $0.apply(6, 3) }
        XCTAssertEqual(results, [9, 3, 18, 2])
    }

    func testAsyncPasses() async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        var calculator = RPNCalculator()
        XCTAssertEqual(try calculator.evaluate("2 2 *"), 4)
    }
}
