import Testing

/// Reads the markers the fixture prints to check the lifecycle contract: order of set-up and
/// tear-down, set-up failures skipping the body but not the tear-down, and
/// `continueAfterFailure = false` stopping the method.
@Suite("The test lifecycle runs in order")
struct LifecycleTests {
    @Test("set-up, teardown blocks and tear-down run in the toolchain's order", arguments: FixtureVariant.allCases)
    func lifecycleOrder(variant: FixtureVariant) async throws {
        let run = try await FixtureRuns.fullRun(variant)
        let markers = run.result.outputLines.filter { $0.hasPrefix("[lifecycle]") }
        #expect(markers == BasicSuiteModel.lifecycleMarkers)
    }

    @Test("a set-up that throws or skips still tears down, and the body never runs", arguments: FixtureVariant.allCases)
    func failedSetUpTearsDown(variant: FixtureVariant) async throws {
        let run = try await FixtureRuns.fullRun(variant)
        let lines = run.result.outputLines
        #expect(
            lines.filter { $0.hasPrefix("[throwing-setup]") } == [
                "[throwing-setup] setUpWithError for ThrowingSetUpTests.testBodyDoesNotRun",
                "[throwing-setup] tearDownWithError for ThrowingSetUpTests.testBodyDoesNotRun",
            ])
        #expect(
            lines.filter { $0.hasPrefix("[skip-setup]") } == [
                "[skip-setup] setUpWithError for SkippingSetUpTests.testBodyDoesNotRun",
                "[skip-setup] tearDown for SkippingSetUpTests.testBodyDoesNotRun",
            ])
    }

    @Test(
        "a failing set-up lets the body run; failing tear-down steps do not stop the later ones",
        arguments: FixtureVariant.allCases)
    func failuresAroundTheBody(variant: FixtureVariant) async throws {
        let run = try await FixtureRuns.fullRun(variant)
        let lines = run.result.outputLines
        #expect(
            lines.filter { $0.hasPrefix("[setup-failure]") } == [
                "[setup-failure] setUp for SetUpFailureTests.testBodyStillRuns",
                "[setup-failure] body ran",
            ])
        #expect(
            lines.filter { $0.hasPrefix("[teardown-failure]") } == [
                "[teardown-failure] body",
                "[teardown-failure] teardown block",
                "[teardown-failure] tearDown for TearDownFailureTests.testPassingBodyFailsInTearDown",
                "[teardown-failure] tearDownWithError for TearDownFailureTests.testPassingBodyFailsInTearDown",
            ])
    }

    @Test("inherited test methods run in each subclass, on the subclass", arguments: FixtureVariant.allCases)
    func inheritedMethodsRunInSubclasses(variant: FixtureVariant) async throws {
        let run = try await FixtureRuns.fullRun(variant)
        #expect(
            run.result.outputLines.filter { $0.hasPrefix("[inherited]") } == [
                "[inherited] running in CalculatorContractTests",
                "[inherited] running in LongExpressionContractTests",
                "[inherited] running in WrongValueContractTests",
            ])
    }

    /// Also inside `withLock` and a helper holding a `defer` (left without running either, as
    /// Apple's stop does), while a failure inside `queue.sync` is recorded and the test goes
    /// on (a jump across libdispatch's frames would leave the queue busy for ever); tear-down
    /// and the next test run in every case (the model has every test's outcome).
    @Test("continueAfterFailure = false stops a sync method at its first failure; async and queue blocks go on")
    func continueAfterFailureStops() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        #expect(
            run.result.outputLines.filter { $0.hasPrefix("[continue]") } == [
                "[continue] the async test went on after its first failure",
                "[continue] reached after the first failure",
                "[continue] the queue still runs blocks",
                "[continue] went on after queue.sync",
                "[continue] tear-down ran after a failure inside a helper",
                "[continue] tear-down ran after a failure inside withLock",
                "[continue] teardown block ran after the stop",
            ])
    }

    @Test("a test's output is printed inside its own Test Case block", arguments: FixtureVariant.allCases)
    func outputStaysInItsBlock(variant: FixtureVariant) async throws {
        let run = try await FixtureRuns.fullRun(variant)
        let block = try #require(run.console.testCase(named: "LifecycleOrderTests.testSecond"))
        #expect(
            block.output == [
                "[lifecycle] LifecycleOrderTests.testSecond setUp async",
                "[lifecycle] LifecycleOrderTests.testSecond setUpWithError",
                "[lifecycle] LifecycleOrderTests.testSecond setUp",
                "[lifecycle] LifecycleOrderTests.testSecond body",
                "[lifecycle] LifecycleOrderTests.testSecond tearDown",
                "[lifecycle] LifecycleOrderTests.testSecond tearDownWithError",
                "[lifecycle] LifecycleOrderTests.testSecond tearDown async",
            ])
    }
}
