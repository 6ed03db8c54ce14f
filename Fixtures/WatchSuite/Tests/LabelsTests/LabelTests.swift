import Labels
import XCTest

final class LabelTests: XCTestCase {
    func testLabel() {
        XCTAssertEqual(label(for: "x"), "<x>")
    }
}
