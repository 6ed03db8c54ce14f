import XCTest

/// Why the fixture's set-up fails: a stand-in for a resource a real suite could not open.
enum FixtureSetUpError: Error {
    case databaseUnavailable
}

/// An error thrown from `setUpWithError` fails the test without running its body, and
/// tear-down still runs.
final class ThrowingSetUpTests: XCTestCase {
    override func setUpWithError() throws {
        print("[throwing-setup] setUpWithError for \(name)")
        throw FixtureSetUpError.databaseUnavailable
    }

    override func tearDownWithError() throws {
        print("[throwing-setup] tearDownWithError for \(name)")
    }

    func testBodyDoesNotRun() {
        print("[throwing-setup] body ran")
    }
}
