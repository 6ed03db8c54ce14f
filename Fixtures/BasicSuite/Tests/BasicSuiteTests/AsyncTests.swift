import Calculator
import XCTest

/// Async test methods, passing and failing, with an async set-up in front of them.
final class AsyncTests: XCTestCase {
    private var calculator = RPNCalculator()

    override func setUp() async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        try calculator.evaluate("2")
    }

    func testAsyncSetUpRanFirst() async {
        XCTAssertEqual(calculator.stack, [2])
    }

    func testAsyncFails() async {
        await Task.yield()
        XCTAssertEqual(calculator.top, 3, "async set-up pushed 2")
    }

    func testAsyncThrowingPasses() async throws {
        let doubled = try await Task.detached { () throws(CalculatorError) -> Double in
            var calculator = RPNCalculator()
            return try calculator.evaluate("21 2 *")
        }.value
        XCTAssertEqual(doubled, 42)
    }
}
