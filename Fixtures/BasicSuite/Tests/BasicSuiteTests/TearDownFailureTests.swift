import XCTest

/// Why a tear-down step fails: a stand-in for a resource a real suite could not release.
enum FixtureTearDownError: Error {
    case cleanupFailed
}

/// Failures recorded after the body — in a teardown block, in `tearDown`, and thrown from
/// `tearDownWithError` — still belong to the test, and every later tear-down step still runs.
final class TearDownFailureTests: XCTestCase {
    override func tearDownWithError() throws {
        print("[teardown-failure] tearDownWithError for \(name)")
        throw FixtureTearDownError.cleanupFailed
    }

    override func tearDown() {
        print("[teardown-failure] tearDown for \(name)")
        XCTFail("failed in tearDown")
    }

    func testPassingBodyFailsInTearDown() {
        addTeardownBlock {
            print("[teardown-failure] teardown block")
            XCTAssertTrue(false, "failed in a teardown block")
        }
        print("[teardown-failure] body")
    }
}
