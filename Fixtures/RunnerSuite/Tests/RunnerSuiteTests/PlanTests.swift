import Foundation
import XCTest

/// Run by `Fixtures/RunnerSuite/Plans/RunnerSuite.xctestplan`: the plan's environment
/// variables and launch arguments must reach the test process. Skipped without the plan, so
/// every other run of the fixture sees one more skip and nothing else.
final class PlanTests: XCTestCase {
    func testPlanEnvironmentAndArguments() throws {
        guard let greeting = ProcessInfo.processInfo.environment["RUNNER_PLAN_GREETING"] else {
            throw XCTSkip("run with --test-plan Plans/RunnerSuite.xctestplan")
        }
        XCTAssertEqual(greeting, "hello from the plan")
        XCTAssertEqual(ProcessInfo.processInfo.environment["RUNNER_PLAN_DISABLED"], nil, "a disabled entry must not be set")
        XCTAssertTrue(CommandLine.arguments.contains("-RunnerPlanFlag"), "launch arguments: \(CommandLine.arguments)")
        XCTAssertFalse(CommandLine.arguments.contains("-DisabledFlag"), "launch arguments: \(CommandLine.arguments)")
    }
}
