import Layout
import XCTest

final class GridTests: XCTestCase {
    func testCells() {
        XCTAssertEqual(cells(columns: 2, rows: 5), 10)
    }
}
