import Documents
import XCTest

/// Waits on the main actor: `waitForExpectations` and its handler, and main-actor work that
/// must run while the main thread waits.
@MainActor
final class MainActorWaitTests: XCTestCase {
    override func setUp() async throws {
        await Task.yield()
        XCTAssertTrue(Thread.isMainThread)
    }

    func testWaitForExpectationsWithHandler() {
        let opened = expectation(description: "opened")
        Document(name: "handler").open { _ in opened.fulfill() }
        waitForExpectations(timeout: 5) { error in
            XCTAssertNil(error)
        }
    }

    func testWaitForExpectationsTimeoutCallsHandlerWithError() {
        expectation(description: "handler sees the timeout")
        var handled = false
        waitForExpectations(timeout: 0.1) { error in // @L:wfe-timeout
            XCTAssertEqual((error as? XCTestError)?.code, .timeoutWhileWaiting)
            handled = true
        }
        XCTAssertTrue(handled)
    }

    func testWaitForExpectationsWithoutExpectations() {
        waitForExpectations(timeout: 0.1) // @L:wfe-none
    }

    func testMainActorTaskRunsDuringWait() {
        let ran = expectation(description: "main actor task")
        Task { @MainActor in
            XCTAssertTrue(Thread.isMainThread)
            ran.fulfill()
        }
        wait(for: [ran], timeout: 5)
    }

    func testAsyncWaitWithMainQueueFulfilment() async {
        let onMain = expectation(description: "main queue")
        DispatchQueue.main.async { onMain.fulfill() }
        await fulfillment(of: [onMain], timeout: 5)
        XCTAssertTrue(Thread.isMainThread)
    }
}
