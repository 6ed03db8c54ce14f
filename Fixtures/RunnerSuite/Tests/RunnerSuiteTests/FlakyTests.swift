import Foundation
import XCTest

/// Fails on its first attempt in a run and passes on the next: the marker file is named after
/// the runner (the worker's parent), so each `harness test` run starts afresh.
final class FlakyTests: XCTestCase {
    func testFlaky() throws {
        let marker = FileManager.default.temporaryDirectory
            .appendingPathComponent("runner-suite-flaky-\(getppid())").path
        if FileManager.default.fileExists(atPath: marker) {
            try FileManager.default.removeItem(atPath: marker)
            return
        }
        _ = FileManager.default.createFile(atPath: marker, contents: nil)
        XCTFail("first attempt fails")
    }
}

/// Runs alone (its name ends in SerialTests): no other worker runs at the same time.
final class DatabaseSerialTests: XCTestCase {
    func testExclusive() {
        XCTAssertEqual(ProcessInfo.processInfo.environment["RUNNER_SUITE_MUST_NOT_EXIST"], nil)
    }
}
