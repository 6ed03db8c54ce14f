import Testing
import XCTest

/// XCTest's assertions inside Swift Testing tests: each failing one must record an issue on
/// its `@Test`.
@Suite struct XCTestInSwiftTestingTests {
    @Test func xctAssertEqualFails() {
        XCTAssertEqual(1 + 1, 3, "sum in a @Test") // @L:assertEqual
    }

    @Test func xctFailFails() {
        XCTFail("failed inside a @Test") // @L:fail
    }

    @Test func xctUnwrapFails() throws {
        let missing: Int? = nil
        _ = try XCTUnwrap(missing) // @L:unwrap
    }

    @Test func xctAssertPasses() throws {
        XCTAssertEqual(2 + 2, 4)
        XCTAssertTrue(true)
        let present: Int? = 4
        XCTAssertEqual(try XCTUnwrap(present), 4)
    }

    @Test func expectPasses() {
        #expect(3 * 3 == 9)
    }
}
