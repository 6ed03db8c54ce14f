import Foundation
import Tool
import XCTest

/// The tests a parent re-launches, each in a child of its own. Run normally (no role in the
/// environment) they do nothing and pass; a child is given its role by
/// `CHILD_PROCESS_SUITE_ROLE`.
final class ChildRoleTests: XCTestCase {
    static let roleVariable = "CHILD_PROCESS_SUITE_ROLE"

    private var role: String? { ProcessInfo.processInfo.environment[Self.roleVariable] }

    /// `crash`: calls the check with bad input, which traps.
    func testCrashesWhenAsked() {
        guard role == "crash" else { return }
        // Standard error: unbuffered, so the line survives the crash.
        FileHandle.standardError.write(Data("child: about to trap\n".utf8))
        _ = Checks.nonNegative(-1)
    }

    /// `helper`: prints a line and passes.
    func testHelpsWhenAsked() {
        guard role == "helper" else { return }
        print("child: helper ran")
        XCTAssertEqual(Checks.nonNegative(2), 2)
    }
}
