import Greeting
import XCTest

final class GreetingTests: XCTestCase {
    func testGreetsByName() {
        XCTAssertEqual(greeting(for: "Ada"), "Hello, Ada!")
    }

    func testGreetsTheEmptyName() {
        XCTAssertEqual(greeting(for: ""), "Hello, !")
    }
}
