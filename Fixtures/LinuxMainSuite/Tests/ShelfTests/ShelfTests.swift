import Shelf
import XCTest

final class ShelfTests: XCTestCase {
    static let allTests = [
        ("testAddKeepsOrder", testAddKeepsOrder),
        ("testCountIsWrong", testCountIsWrong),
    ]

    func testAddKeepsOrder() {
        var shelf = Shelf()
        shelf.add("Dune")
        shelf.add("Emma")
        XCTAssertEqual(shelf.books, ["Dune", "Emma"])
    }

    /// Fails on purpose.
    func testCountIsWrong() {
        XCTAssertEqual(Shelf().books.count, 1, "a new shelf holds one book")
    }
}
