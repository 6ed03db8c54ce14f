import Foundation
import HarnessWire
import Testing

/// Behaviours a drop-in framework must get right beyond the shared model: an overridden
/// `executionTimeAllowance`, and which test an assertion made after its test ended belongs to
/// (`Fixtures/BasicSuite`, Harness variant, `HarnessOnlyTests`).
@Suite
struct DropInBehaviourTests {
    /// `override var executionTimeAllowance` (a getter and a setter, as Apple's settable
    /// declaration requires) wins over the bundle's default: with a 0.5 s default the test
    /// sleeps 1.5 s and still passes, since its own 5 s is rounded up to a minute.
    @Test func anOverriddenExecutionTimeAllowanceIsHonoured() async throws {
        let fixture = try await BuiltFixture.basic(.harness)
        let run = try await fixture.runBundle(
            ["HarnessOnlyTests.ExecutionTimeAllowanceTests"], environment: ["HARNESS_EXECUTION_TIME_ALLOWANCE": "0.5"])
        #expect(run.result.exitCode == 0, "\(run.result.diagnosis)")
        #expect(
            run.console.testCase(named: "ExecutionTimeAllowanceTests.testOverriddenAllowanceIsHonoured")?.result
                == "passed")
    }

    /// A `Task` carries its test (task-local state): its late assertion is reported late,
    /// naming the finished test. A `DispatchQueue` block and a `Thread` carry nothing: their
    /// late assertions count against the test running at that moment.
    @Test func lateAssertionsFromATaskAQueueAndAThread() async throws {
        let fixture = try await BuiltFixture.basic(.harness)
        let run = try await fixture.runBundle(
            ["HarnessOnlyTests.LateAssertionTests"], recordingWire: true,
            environment: ["BASIC_SUITE_LATE_ASSERTIONS": "1"])
        #expect(run.result.exitCode == 1, "\(run.result.diagnosis)")
        var issues: [String: [String]] = [:]
        var late: [IssueRecord] = []
        for event in run.events {
            switch event.kind {
            case .issueRecorded(let payload):
                issues[payload.test?.method ?? "-", default: []].append(payload.issue.description)
            case .lateIssueRecorded(let payload): late.append(payload.issue)
            default: break
            }
        }
        #expect(
            issues == [
                "testD_RunsWhileTheLateAssertionsHappen": ["failed - late from a queue", "failed - late from a thread"]
            ])
        #expect(late.count == 1, "\(late)")
        #expect(late.first?.description.contains("late from a task") == true)
        #expect(late.first?.description.contains("LateAssertionTests.testA_TaskAssertsAfterItEnds") == true, "\(late)")
    }
}
