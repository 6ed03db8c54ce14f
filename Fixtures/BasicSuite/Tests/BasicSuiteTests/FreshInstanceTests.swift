import Calculator
import XCTest

/// Each test method runs on a new instance of its class: state one test leaves behind must
/// not be visible to the next, whichever order they run in.
final class FreshInstanceTests: XCTestCase {
    private let counter = Counter()
    private var calculator = RPNCalculator()

    func testFirstSeesFreshState() throws {
        XCTAssertEqual(counter.count, 0)
        XCTAssertTrue(calculator.isEmpty)
        counter.increment()
        try calculator.evaluate("1 2")
    }

    func testSecondSeesFreshState() throws {
        XCTAssertEqual(counter.count, 0)
        XCTAssertTrue(calculator.isEmpty)
        counter.increment()
        try calculator.evaluate("3 4")
    }
}
