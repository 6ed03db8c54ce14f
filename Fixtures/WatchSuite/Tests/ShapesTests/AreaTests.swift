import Shapes
import XCTest

final class AreaTests: XCTestCase {
    func testArea() {
        XCTAssertEqual(area(width: 3, height: 4), 12)
    }

    func testPerimeter() {
        XCTAssertEqual(perimeter(width: 3, height: 4), 14)
    }
}
