import Catalog
import Foundation
import XCTest

// Twenty small classes of three or four quick tests (63 in all).

final class Feature00Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 0]).total(of: ["a", "b"]), 0) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 0]).total(of: ["a", "b"]), 0) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 0]).total(of: ["a", "b"]), 0) }
    func testCase3() { XCTAssertEqual(Catalog(prices: ["a": 0]).total(of: ["a", "b"]), 0) }
}

final class Feature01Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 1]).total(of: ["a", "b"]), 1) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 1]).total(of: ["a", "b"]), 1) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 1]).total(of: ["a", "b"]), 1) }
    func testCase3() { XCTAssertEqual(Catalog(prices: ["a": 1]).total(of: ["a", "b"]), 1) }
}

final class Feature02Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 2]).total(of: ["a", "b"]), 2) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 2]).total(of: ["a", "b"]), 2) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 2]).total(of: ["a", "b"]), 2) }
    func testCase3() { XCTAssertEqual(Catalog(prices: ["a": 2]).total(of: ["a", "b"]), 2) }
}

final class Feature03Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 3]).total(of: ["a", "b"]), 3) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 3]).total(of: ["a", "b"]), 3) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 3]).total(of: ["a", "b"]), 3) }
}

final class Feature04Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 4]).total(of: ["a", "b"]), 4) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 4]).total(of: ["a", "b"]), 4) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 4]).total(of: ["a", "b"]), 4) }
}

final class Feature05Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 5]).total(of: ["a", "b"]), 5) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 5]).total(of: ["a", "b"]), 5) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 5]).total(of: ["a", "b"]), 5) }
}

final class Feature06Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 6]).total(of: ["a", "b"]), 6) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 6]).total(of: ["a", "b"]), 6) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 6]).total(of: ["a", "b"]), 6) }
}

final class Feature07Tests: XCTestCase {
    /// Fails while SHARD_SUITE_FAIL is set, so that `--rerun-failed` has a test to rerun.
    func testFlag() { XCTAssertNil(ProcessInfo.processInfo.environment["SHARD_SUITE_FAIL"]) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 7]).total(of: ["a", "b"]), 7) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 7]).total(of: ["a", "b"]), 7) }
}

final class Feature08Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 8]).total(of: ["a", "b"]), 8) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 8]).total(of: ["a", "b"]), 8) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 8]).total(of: ["a", "b"]), 8) }
}

final class Feature09Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 9]).total(of: ["a", "b"]), 9) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 9]).total(of: ["a", "b"]), 9) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 9]).total(of: ["a", "b"]), 9) }
}

final class Feature10Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 10]).total(of: ["a", "b"]), 10) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 10]).total(of: ["a", "b"]), 10) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 10]).total(of: ["a", "b"]), 10) }
}

final class Feature11Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 11]).total(of: ["a", "b"]), 11) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 11]).total(of: ["a", "b"]), 11) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 11]).total(of: ["a", "b"]), 11) }
}

final class Feature12Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 12]).total(of: ["a", "b"]), 12) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 12]).total(of: ["a", "b"]), 12) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 12]).total(of: ["a", "b"]), 12) }
}

final class Feature13Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 13]).total(of: ["a", "b"]), 13) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 13]).total(of: ["a", "b"]), 13) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 13]).total(of: ["a", "b"]), 13) }
}

final class Feature14Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 14]).total(of: ["a", "b"]), 14) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 14]).total(of: ["a", "b"]), 14) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 14]).total(of: ["a", "b"]), 14) }
}

final class Feature15Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 15]).total(of: ["a", "b"]), 15) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 15]).total(of: ["a", "b"]), 15) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 15]).total(of: ["a", "b"]), 15) }
}

final class Feature16Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 16]).total(of: ["a", "b"]), 16) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 16]).total(of: ["a", "b"]), 16) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 16]).total(of: ["a", "b"]), 16) }
}

final class Feature17Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 17]).total(of: ["a", "b"]), 17) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 17]).total(of: ["a", "b"]), 17) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 17]).total(of: ["a", "b"]), 17) }
}

final class Feature18Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 18]).total(of: ["a", "b"]), 18) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 18]).total(of: ["a", "b"]), 18) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 18]).total(of: ["a", "b"]), 18) }
}

final class Feature19Tests: XCTestCase {
    func testCase0() { XCTAssertEqual(Catalog(prices: ["a": 19]).total(of: ["a", "b"]), 19) }
    func testCase1() { XCTAssertEqual(Catalog(prices: ["a": 19]).total(of: ["a", "b"]), 19) }
    func testCase2() { XCTAssertEqual(Catalog(prices: ["a": 19]).total(of: ["a", "b"]), 19) }
}
