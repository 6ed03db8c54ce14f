import Shapes
import XCTest

final class PerimeterTests: XCTestCase {
    func testPerimeter() {
        XCTAssertEqual(perimeter(width: 2, height: 3), 10)
    }
}
