import XCTest

/// Reading a file shipped with the test target.
///
/// The right way is `Bundle.module`, the accessor SwiftPM generates for a target that
/// declares `resources:`. `Bundle.main` is the trap the seeds warn about: in a test run the
/// main bundle is the test runner's (here the `.xctest` executable's folder), not the bundle
/// that holds the test target's resources, so looking the file up there finds nothing.
/// Never `Bundle(for: Self.self)` on Linux either: it names the executable, not the resources.
final class ResourceTests: XCTestCase {
    func testReadsResourceThroughBundleModule() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "greeting", withExtension: "txt"))
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, "Hello from a bundled resource.\n")
    }

    func testMainBundleDoesNotHoldTheResource() {
        XCTAssertNil(Bundle.main.url(forResource: "greeting", withExtension: "txt"))
    }
}
