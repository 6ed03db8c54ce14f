import XCTest

/// Prints a `[lifecycle]` marker from every set-up, tear-down and teardown block, so an
/// end-to-end test can read the order off standard output:
/// class setUp, then per test: setUp async → setUpWithError → setUp → body → teardown blocks
/// (last added first) → tearDown async → tearDownWithError → tearDown; then class tearDown.
final class LifecycleOrderTests: XCTestCase {
    override class func setUp() {
        print("[lifecycle] class setUp")
        super.setUp()
    }

    override class func tearDown() {
        print("[lifecycle] class tearDown")
        super.tearDown()
    }

    override func setUp() async throws {
        print("[lifecycle] \(name) setUp async")
    }

    override func setUpWithError() throws {
        print("[lifecycle] \(name) setUpWithError")
    }

    override func setUp() {
        print("[lifecycle] \(name) setUp")
    }

    override func tearDown() async throws {
        print("[lifecycle] \(name) tearDown async")
    }

    override func tearDownWithError() throws {
        print("[lifecycle] \(name) tearDownWithError")
    }

    override func tearDown() {
        print("[lifecycle] \(name) tearDown")
    }

    func testFirst() {
        let name = self.name
        print("[lifecycle] \(name) body")
        addTeardownBlock {
            print("[lifecycle] \(name) teardown block 1 (sync)")
        }
        addTeardownBlock { @Sendable () async throws -> Void in
            await Task.yield()
            print("[lifecycle] \(name) teardown block 2 (async)")
        }
        addTeardownBlock {
            print("[lifecycle] \(name) teardown block 3 (sync)")
        }
    }

    func testSecond() throws {
        print("[lifecycle] \(name) body")
    }
}
