import Foundation
import Tally
import XCTest

struct Boom: Error {}

/// One test for each kind of line the toolchain's console prints about a test.
final class AlphaTests: XCTestCase {
    func testPasses() { XCTAssertEqual(add(1, 2), 3) }
    func testFails() { XCTAssertEqual(add(1, 2), 4, "sum") }
    func testFailsTwice() {
        XCTFail("one")
        XCTAssertTrue(false)
    }
    func testThrows() throws { throw Boom() }
    func testSkips() throws { throw XCTSkip("not here") }
    func testSkipsWithoutReason() throws { try XCTSkipIf(true) }
    // 10.4 ms: the toolchain prints "0.01", never "0.010".
    func testSleeps() { usleep(10_400) }
    func testFailsOnTwoLines() { XCTAssertEqual("a\nb", "a\nc") }
    func testPrints() { print("hello from a test") }
    func testMeasures() { measure { _ = (0..<1_000).reduce(0, +) } }
}

/// A second class, so that the run has two class suites, one of them passing.
final class BetaTests: XCTestCase {
    func testOne() {}
}
