import Geometry
import XCTest

final class ShapesTests: XCTestCase {
    /// Runs between tests: counted in the run's coverage, in no test's.
    override class func setUp() {
        super.setUp()
        _ = Shapes.unitName()
    }

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
