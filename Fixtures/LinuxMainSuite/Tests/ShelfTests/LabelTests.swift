import Shelf
import XCTest

final class LabelTests: XCTestCase {
    static let allTests = [
        ("testEmptyLabel", testEmptyLabel),
        ("testPluralLabel", testPluralLabel),
        ("testPrintedLabel", testPrintedLabel),
    ]

    func testEmptyLabel() {
        XCTAssertEqual(Shelf().label, "empty")
    }

    func testPluralLabel() {
        var shelf = Shelf()
        shelf.add("Dune")
        shelf.add("Emma")
        XCTAssertEqual(shelf.label, "2 books")
    }

    func testPrintedLabel() throws {
        throw XCTSkip("labels are printed by another package")
    }
}
