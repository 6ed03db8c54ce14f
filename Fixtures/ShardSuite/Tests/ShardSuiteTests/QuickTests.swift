import Catalog
import XCTest

/// Ten quick tests of one class.
final class QuickTests: XCTestCase {
    let catalog = Catalog(prices: ["pen": 120, "ink": 300])

    func testQuick0() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 0)), 0) }
    func testQuick1() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 1)), 120) }
    func testQuick2() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 2)), 240) }
    func testQuick3() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 3)), 360) }
    func testQuick4() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 4)), 480) }
    func testQuick5() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 5)), 600) }
    func testQuick6() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 6)), 720) }
    func testQuick7() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 7)), 840) }
    func testQuick8() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 8)), 960) }
    func testQuick9() { XCTAssertEqual(catalog.total(of: Array(repeating: "pen", count: 9)), 1080) }
}
