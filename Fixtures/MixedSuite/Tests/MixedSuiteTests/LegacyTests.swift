import Shapes
import XCTest

/// The XCTest half of the bundle.
final class LegacyTests: XCTestCase {
    func testAreaPasses() {
        XCTAssertEqual(Shapes.area(width: 2, height: 3), 6)
    }

    func testAreaFails() {
        XCTAssertEqual(Shapes.area(width: 2, height: 3), 7)
    }
}
