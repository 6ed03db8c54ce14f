import Foundation
import XCTest

/// Tests that never finish. They run only when `ASYNC_SUITE_HANGS=1` (and one at a time):
/// the first one reached ends the bundle once its execution time allowance has passed.
final class HangTests: XCTestCase {
    private static var enabled: Bool { ProcessInfo.processInfo.environment["ASYNC_SUITE_HANGS"] == "1" }

    func testAwaitNeverResumes() async throws {
        try XCTSkipUnless(Self.enabled, "hangs on purpose; set ASYNC_SUITE_HANGS=1") // @L:skip-await
        print("waiting for ever")
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Parked.keep(continuation)
        }
    }

    func testWaitWithoutTimeout() throws {
        try XCTSkipUnless(Self.enabled, "hangs on purpose; set ASYNC_SUITE_HANGS=1") // @L:skip-wait
        let never = expectation(description: "never")
        wait(for: [never], timeout: .infinity)
    }
}

/// Keeps continuations that are never resumed (so the runtime does not report them leaked).
private enum Parked {
    nonisolated(unsafe) private static var continuations: [CheckedContinuation<Void, Never>] = []
    private static let lock = NSLock()

    static func keep(_ continuation: CheckedContinuation<Void, Never>) {
        lock.withLock { continuations.append(continuation) }
    }
}
