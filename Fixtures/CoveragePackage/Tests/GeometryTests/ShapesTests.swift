import Geometry
import XCTest

final class ShapesTests: XCTestCase {
    func testSquare() {
        XCTAssertEqual(Shapes.square(3), 9)
    }

    func testClassifyPositive() {
        XCTAssertEqual(Shapes.classify(3), "non-negative")
    }
}

final class ClassifySerialTests: XCTestCase {
    func testNegative() {
        XCTAssertEqual(Shapes.classify(-1), "negative")
    }
}
