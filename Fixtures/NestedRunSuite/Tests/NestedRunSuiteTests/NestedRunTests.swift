import Probe
import XCTest

/// A test case with no `test…` methods: the tests below run its checks by hand.
final class Helper: XCTestCase {
    func check() {
        print("inside the nested check")
        XCTAssertEqual(double(2), 4)
    }

    func wrongCheck() {
        XCTAssertEqual(double(2), 5, "the nested run's own failure")
    }
}

final class NestedRunTests: XCTestCase {
    func testRunsANestedTestCase() {
        print("before the nested run")
        let nested = Helper(name: "check", testClosure: { ($0 as! Helper).check() })
        nested.run()
        print("after the nested run")
        XCTAssertEqual(nested.testRun?.totalFailureCount, 0)
    }

    /// The nested run fails; the outer test, which expects it to, passes.
    func testNestedFailureStaysNested() {
        let nested = Helper(name: "wrongCheck", testClosure: { ($0 as! Helper).wrongCheck() })
        nested.run()
        XCTAssertEqual(nested.testRun?.totalFailureCount, 1)
    }

    /// Fails after its nested run. The toolchain's XCTest loses this failure (it forgets the
    /// current test once the nested run ends, and the test passes); Harness reports it.
    func testFailsAfterANestedRun() {
        let nested = Helper(name: "check", testClosure: { ($0 as! Helper).check() })
        nested.run()
        XCTAssertEqual(double(3), 7, "the outer test's own failure")
    }

    func testOrdinary() {
        XCTAssertEqual(double(1), 2)
    }
}
