import XCTest

/// Declared alike in `FirstTests`, with the opposite statuses.
final class SharedNameTests: XCTestCase {
    func testOne() {
        XCTFail("SecondTests' testOne fails")
    }

    func testTwo() throws {
        throw XCTSkip("SecondTests' testTwo is skipped")
    }
}
