import Greeting
import XCTest

/// Passing tests, and one skipped, so that a filtered run exits 0.
final class GreetingTests: XCTestCase {
    func testNamed() {
        XCTAssertEqual(greeting(for: "Ada"), "Hello, Ada!")
    }

    func testEmptyName() {
        XCTAssertEqual(greeting(for: ""), "Hello!")
    }

    func testSkipped() throws {
        throw XCTSkip("skipped on purpose")
    }
}

/// A failing test, so that an unfiltered run exits 1 through the plugin as it does directly.
final class FarewellTests: XCTestCase {
    func testFailsOnPurpose() {
        XCTAssertEqual(greeting(for: "Bob"), "Goodbye, Bob!", "fails on purpose")
    }
}
