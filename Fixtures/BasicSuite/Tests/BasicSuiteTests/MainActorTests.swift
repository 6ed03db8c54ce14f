import Calculator
import XCTest

/// A test class isolated to the main actor: its sync and async methods run on the main thread.
@MainActor
final class MainActorTests: XCTestCase {
    private var calculator = RPNCalculator()

    func testSyncRunsOnMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(try calculator.evaluate("1 2 +"), 3)
    }

    func testAsyncRunsOnMainThread() async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        XCTAssertTrue(Thread.isMainThread)
    }

    func testAsyncFailsOnMainActor() async {
        await Task.yield()
        XCTAssertFalse(Thread.isMainThread, "runs on the main thread, so this fails")
    }
}
