import Counter
import XCTest

final class CounterTests: XCTestCase {
    func testIncrement() {
        XCTAssertEqual(increment(41), 42)
    }

    func testDouble() {
        XCTAssertEqual(double(21), 42, "double is wrong")
    }
}
