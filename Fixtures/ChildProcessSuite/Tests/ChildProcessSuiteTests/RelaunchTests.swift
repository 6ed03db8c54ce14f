import Foundation
import XCTest

/// Tests that re-launch this test executable for one test, and what a child sees.
final class RelaunchTests: XCTestCase {
    private static let module = "ChildProcessSuiteTests"

    /// A crash test: the child must die of its trap, not of anything its parent passed on.
    func testCrashingChildCrashes() throws {
        let child = try ChildProcess.run(test: "\(Self.module).ChildRoleTests/testCrashesWhenAsked", role: "crash")
        XCTAssertEqual(child.reason, .uncaughtSignal, "the child did not crash:\n\(child.output)")
        XCTAssertTrue(child.output.contains("child: about to trap"), child.output)
    }

    /// A helper that exits normally: the child runs its one test, passes and exits 0.
    func testHelperChildExitsNormally() throws {
        let child = try ChildProcess.run(test: "\(Self.module).ChildRoleTests/testHelpsWhenAsked", role: "helper")
        XCTAssertEqual(child.reason, .exit, child.output)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(child.output.contains("child: helper ran"), child.output)
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output)
    }

    /// A child handed a wire descriptor it does not have runs as a plain bundle and says
    /// nothing about it.
    func testChildHandedAnUnusableWireRunsPlain() throws {
        let child = try ChildProcess.run(
            test: "\(Self.module).ChildRoleTests/testHelpsWhenAsked", role: "helper",
            extraEnvironment: ["HARNESS_WIRE_FD": "987"])
        XCTAssertEqual(child.reason, .exit, child.output)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertFalse(child.output.contains("error:"), child.output)
    }

    /// What a test sees is what it would see under `swift test`: no runner variable.
    func testEnvironmentHoldsNoRunnerVariable() {
        XCTAssertEqual(RunnerVariables.present(in: ProcessInfo.processInfo.environment), [])
    }

    /// The descriptor named by `CHILD_PROCESS_SUITE_WIRE_FD` (the run's wire, when a check
    /// sets it) is close-on-exec, so no process a test starts can write into it. Without the
    /// variable there is nothing to check.
    func testWireDescriptorIsNotInherited() throws {
        guard let text = ProcessInfo.processInfo.environment["CHILD_PROCESS_SUITE_WIRE_FD"], let fd = Int32(text) else {
            return
        }
        let flags = fcntl(fd, F_GETFD)
        XCTAssertGreaterThanOrEqual(flags, 0, "descriptor \(fd) is not open")
        XCTAssertNotEqual(flags & FD_CLOEXEC, 0, "descriptor \(fd) would be inherited by a child")
    }
}
