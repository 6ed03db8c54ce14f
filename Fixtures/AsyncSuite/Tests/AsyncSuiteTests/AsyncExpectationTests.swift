import Documents
import XCTest

/// `async` tests awaiting expectations, with async set-up and tear-down around them.
final class AsyncExpectationTests: XCTestCase {
    private var document = Document(name: "unopened")

    override func setUp() async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        document = Document(name: "set up")
    }

    override func tearDown() async throws {
        await Task.yield()
    }

    func testAwaitFulfillment() async {
        let opened = expectation(description: "opened")
        document.open { _ in opened.fulfill() }
        await fulfillment(of: [opened], timeout: 5)
        XCTAssertTrue(document.isOpen)
    }

    func testAwaitFulfillmentTimesOut() async {
        let never = expectation(description: "never fulfilled")
        await fulfillment(of: [never], timeout: 0.2) // @L:async-timeout
    }

    func testAwaitFulfillmentInOrder() async {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        Task.detached {
            first.fulfill()
            second.fulfill()
        }
        await fulfillment(of: [first, second], timeout: 5, enforceOrder: true)
    }

    func testAsyncOperation() async {
        let opened = await document.open()
        XCTAssertTrue(opened)
    }

    func testWaiterFulfillmentResult() async {
        let never = XCTestExpectation(description: "never")
        let result = await XCTWaiter.fulfillment(of: [never], timeout: 0.05)
        XCTAssertEqual(result, .timedOut)
        let done = XCTestExpectation(description: "done")
        done.fulfill()
        let completed = await XCTWaiter().fulfillment(of: [done], timeout: 1)
        XCTAssertEqual(completed, .completed)
    }
}
