import Testing
import XCTest

/// Swift Testing's expectations and issues inside XCTest tests: each failing one must fail
/// its XCTest test, with Swift Testing's message at the expectation's line.
final class SwiftTestingInXCTestTests: XCTestCase {
    func testExpectFails() {
        let sum = 1 + 1
        #expect(sum == 3) // @L:expect
    }

    func testExpectFailsInAsyncTest() async {
        await Task.yield()
        let product = 2 * 3
        #expect(product == 7) // @L:expectAsync
    }

    func testRequireFails() throws {
        let missing: Int? = nil
        _ = try #require(missing) // @L:require
    }

    func testIssueRecordFails() {
        Issue.record("recorded inside an XCTest test") // @L:issueRecord
    }

    func testWarningIssueDoesNotFail() {
        Issue.record("only a warning", severity: .warning) // @L:warning
    }

    func testKnownIssueDoesNotFail() {
        withKnownIssue("known to fail") {
            Issue.record("a known issue") // @L:known
        }
    }

    func testExpectPasses() throws {
        #expect(2 + 2 == 4)
        let present: Int? = 4
        #expect(try #require(present) == 4)
    }

    func testXCTAssertPasses() {
        XCTAssertEqual(3 * 3, 9)
    }
}
