import Foundation
import HarnessWire
import Testing

/// Asynchronous testing end to end: `Fixtures/AsyncSuite` built on the toolchain's XCTest and
/// on Harness, held to `AsyncSuiteModel` and to each other (see Tests/EndToEndTests/README.md).
@Suite("Asynchronous testing: expectations, waiters, async tests, time allowance")
struct AsyncEndToEndTests {
    @Test("the toolchain's XCTest agrees with the model on the shared tests")
    func toolchainAgreesWithModel() async throws {
        let run = try await AsyncFixture.fullRun(.toolchain)
        let problems = ModelComparison.console(run.console, against: AsyncSuiteModel.sharedTests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
        let prefix = BasicSuiteModel.Totals(AsyncSuiteModel.sharedTests).summaryPrefix
        #expect(
            run.console.summaryLines.last?.hasPrefix(prefix) == true,
            "expected \(prefix.debugDescription)\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == 1)
    }

    @Test("Harness's console reports every test as the model says")
    func harnessConsoleMatchesModel() async throws {
        let run = try await AsyncFixture.fullRun(.harness)
        let problems = ModelComparison.console(run.console, against: AsyncSuiteModel.allTests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
        let prefix = BasicSuiteModel.Totals(AsyncSuiteModel.allTests).summaryPrefix
        #expect(
            run.console.summaryLines.last?.hasPrefix(prefix) == true,
            "expected \(prefix.debugDescription)\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == BundleExitCode.testsFailed)
    }

    @Test("Harness's wire events report every test as the model says")
    func harnessWireMatchesModel() async throws {
        // Without the late-fulfilment class, whose late issue the generic check rejects (it is
        // checked on its own below).
        let tests = AsyncSuiteModel.allTests.filter { $0.id.className != "LateFulfilmentTests" }
        let run = try await AsyncFixture.run(.harness, [tests.classFilter], recordingWire: true)
        let problems = ModelComparison.wire(run, against: tests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("the shared tests print the toolchain's console output, line for line")
    func sharedOutputIsTheToolchains() async throws {
        let harness = try await AsyncFixture.sharedRun(.harness)
        let toolchain = try await AsyncFixture.sharedRun(.toolchain)
        let expected = ConsoleNormalizer.normalize(toolchain.result.outputLines)
        let actual = ConsoleNormalizer.normalize(harness.result.outputLines)
        #expect(
            actual == expected,
            Comment(
                rawValue: "differences (- toolchain, + Harness):\n"
                    + ConsoleNormalizer.differences(expected: expected, actual: actual))
        )
        #expect(harness.result.exitCode == toolchain.result.exitCode)
    }

    /// The unmodified route: `harness test` builds the toolchain variant (no Harness
    /// dependency) against Harness's library. A wait fulfilled by a timer, a `perform` block or
    /// main-queue work that then runs the run loop itself returns at its last fulfilment, as on
    /// the toolchain's XCTest (whose run of the same tests the model comparison above checks):
    /// each fixture test counts the fulfilments made by the time its wait returned.
    @Test("waits fulfilled by code that runs the run loop return at once, under harness test unmodified")
    func nestedRunLoopWaitsUnmodified() async throws {
        let names = [
            "testFulfilmentFromAnotherThreadDuringANestedRunEndsTheWait",
            "testMainQueueWorkThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment",
            "testPerformBlockThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment",
            "testTimerThatRunsTheRunLoopEndsTheWaitAtItsLastFulfilment",
        ]
        let ids = names.map { "AsyncSuiteTests.RunLoopWaitTests/\($0)" }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", RepositoryPaths.fixture(named: AsyncFixture.package.name).path,
                "--scratch-path", AsyncFixture.package.scratchPath(.toolchain).path, "--xctest", "harness",
            ] + ids,
            environment: FixtureVariant.toolchain.buildEnvironment, timeLimit: 1_800)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let statuses = RunnerFixture.statuses(in: result.standardOutput)
        #expect(statuses == Dictionary(uniqueKeysWithValues: ids.map { ($0, "PASS") }), "\(result.diagnosis)")
    }

    @Test("a wait that times out returns at its timeout, never before, and soon after")
    func timeoutsAreKept() async throws {
        let console = try await AsyncFixture.fullRun(.harness).console
        let timeouts: [(String, Double)] = [
            ("ExpectationTests.testTimesOut", 0.2),
            ("ExpectationTests.testFulfillmentCountNotReached", 0.1),
            ("AsyncExpectationTests.testAwaitFulfillmentTimesOut", 0.2),
            ("ObservingExpectationTests.testNotificationNeverPosted", 0.1),
            ("ExpectationTests.testInvertedNotFulfilledPasses", 0.1),
        ]
        for (name, timeout) in timeouts {
            let seconds = try #require(
                console.testCase(named: name)?.duration.flatMap(Double.init), "\(name) did not finish")
            #expect(seconds >= timeout, "\(name) returned after \(seconds) s, before its \(timeout) s timeout")
            // A generous bound: it catches a lost wake-up (which waits for ever or for a whole
            // fallback period), not scheduling delays on a loaded machine; latency is measured
            // by Benchmarks/async, not here.
            #expect(seconds < timeout + 1.0, "\(name) returned after \(seconds) s, long after its \(timeout) s timeout")
        }
    }

    @Test("an expectation fulfilled after its test ended is reported late, naming that test, never blamed on the next")
    func lateFulfilmentNamesItsTest() async throws {
        let run = try await AsyncFixture.fullRun(.harness)
        let next = try #require(
            run.console.testCase(named: "LateFulfilmentTests.testBRunsWhileTheLateFulfilmentHappens"))
        #expect(next.result == "passed")
        #expect(next.issues.isEmpty)
        let late = next.output.filter { $0.contains("after its test had finished") }
        #expect(late.count == 1, "\(next.output)")
        #expect(late.first?.contains("'late reply'") == true)
        #expect(
            late.first?.contains(
                "recorded for 'LateFulfilmentTests.testAFulfilsAfterItEnds', which had already finished") == true)
        let wireLate = run.events.compactMap { event -> IssueRecord? in
            if case .lateIssueRecorded(let payload) = event.kind { payload.issue } else { nil }
        }
        #expect(wireLate.count == 1)
        #expect(wireLate.first?.description.contains("'late reply'") == true)
    }

    @Test(
        "a test that never returns is reported as timed out, naming it, and the bundle exits 3",
        arguments: ["testAwaitNeverResumes", "testWaitWithoutTimeout"]
    )
    func hangingTestIsReported(method: String) async throws {
        try await AsyncFixture.build(.harness)
        let run = try await AsyncFixture.run(
            .harness, ["AsyncHarnessOnlyTests.HangTests/\(method)"],
            extraEnvironment: ["ASYNC_SUITE_HANGS": "1", "HARNESS_EXECUTION_TIME_ALLOWANCE": "1"],
            recordingWire: true)
        // Not hanging is the point; a wall-clock bound would measure the machine's load.
        #expect(!run.result.timedOut, "the bundle hung:\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == BundleExitCode.executionTimeAllowanceExceeded, "\(run.result.diagnosis)")
        let block = try #require(run.console.testCase(named: "HangTests.\(method)"), "\(run.result.diagnosis)")
        #expect(block.result == "failed")
        #expect(block.issues.map(\.text) == ["Test exceeded execution time allowance of 1 second"])
        #expect(run.result.standardError.contains("'HangTests.\(method)' exceeded its execution time allowance"))
        let finished = run.events.compactMap { event -> WireEvent.TestFinished? in
            if case .testFinished(let finished) = event.kind, finished.test.method == method { finished } else { nil }
        }
        #expect(finished.map(\.outcome) == [.failed])
        // The time-out is typed on the wire: the allowance it outlived, not only the issue's text.
        #expect(finished.map(\.exceededTimeAllowance) == [1])
    }
}
