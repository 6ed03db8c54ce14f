import Calculator
import XCTest

/// Test methods that throw: the error becomes one unexpected failure.
final class ThrowingTests: XCTestCase {
    func testThrowsCalculatorError() throws {
        var calculator = RPNCalculator()
        try calculator.evaluate("1 0 /")
    }

    func testThrowsAfterAssertionFailure() throws {
        XCTAssertEqual(BinaryOperation.add.rawValue, "plus")
        throw CalculatorError.unknownToken("plus")
    }

    func testAsyncThrows() async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        var calculator = RPNCalculator()
        try calculator.evaluate("*")
    }

    func testThrowingTestThatDoesNotThrowPasses() throws {
        var calculator = RPNCalculator()
        XCTAssertEqual(try calculator.evaluate("9 3 /"), 3)
    }
}
