import Workload
import XCTest

/// Tests that end the ordinary ways: pass, fail (with output), throw, skip.
final class PassingTests: XCTestCase {
    func testAddition() {
        XCTAssertEqual(2 + 2, 4)
    }

    func testFibonacci() {
        XCTAssertEqual(Workload.fibonacci(10), 55)
    }

    func testPrintsAndPasses() {
        print("passing output line")
        XCTAssertTrue(true)
    }
}

final class FailingTests: XCTestCase {
    func testAssertionFails() {
        print("output before the failure")
        XCTAssertEqual(Workload.fibonacci(5), 6, "fibonacci(5)")  // @L:assertion
    }

    func testThrows() throws {
        struct Broken: Error {}
        throw Broken()
    }
}

final class SkippedTests: XCTestCase {
    func testSkipped() throws {
        throw XCTSkip("not on this machine")
    }
}
