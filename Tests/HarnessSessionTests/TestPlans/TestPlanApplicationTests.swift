import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

@Suite("TestPlanApplication: a plan's settings applied under the command line's choices")
struct TestPlanApplicationTests {
    typealias Chosen = TestPlanApplication.Chosen

    /// The configuration `harness test` builds before the plan: 600 s, no repeats, no retries.
    static func applied(
        _ settings: TestPlanSettings, chosen: Chosen = [], configure: (inout RunConfiguration) -> Void = { _ in }
    )
        -> (request: RunRequest, configuration: RunConfiguration)
    {
        var request = RunRequest()
        var configuration = RunConfiguration()
        configuration.timeout = 600
        configure(&configuration)
        TestPlanApplication(settings: settings, chosen: chosen, fallbackSeed: 77).apply(to: &request, &configuration)
        return (request, configuration)
    }

    @Test(arguments: [
        // (repetition, chosen on the command line, expected repetitions, until failure, retries)
        (TestPlanSettings.Repetition.once, Chosen(), 1, false, 0),
        (.fixedIterations(count: 4), Chosen(), 4, false, 0),
        (.fixedIterations(count: 4), Chosen.repetitions, 1, false, 0),
        (.untilFailure(maximum: 9), Chosen(), 9, true, 0),
        (.untilFailure(maximum: 9), Chosen.repetitions, 1, false, 0),
        (.retryOnFailure(maximum: 3), Chosen(), 1, false, 2),
        (.retryOnFailure(maximum: 1), Chosen(), 1, false, 0),
        (.retryOnFailure(maximum: 3), Chosen.retries, 1, false, 0),
        (.retryOnFailure(maximum: 3), Chosen.repetitions, 1, false, 2),
    ])
    func repetitionModes(
        repetition: TestPlanSettings.Repetition, chosen: Chosen, repetitions: Int, untilFailure: Bool, retries: Int
    ) {
        let configuration = Self.applied(TestPlanSettings(planPath: "p", repetition: repetition), chosen: chosen)
            .configuration
        #expect(configuration.repetitions == repetitions)
        #expect(configuration.untilFailure == untilFailure)
        #expect(configuration.retries == retries)
    }

    @Test(arguments: [
        // (enabled, default, maximum, chosen, runner timeout, bundle allowance variable)
        (false, Double?.some(5), Double?.none, Chosen(), 600.0, String?.none),
        (true, nil, nil, Chosen(), 600, "600"),
        (true, 5, nil, Chosen(), 600, "5"),
        (true, 1.5, 1.5, Chosen(), 1.5, "1.5"),
        (true, 900, nil, Chosen(), 900, "900"),
        (true, 30, 10, Chosen(), 10, "10"),
        (true, 5, 10, Chosen.timeout, 600, "5"),
    ])
    func timeAllowances(
        enabled: Bool, defaultAllowance: Double?, maximum: Double?, chosen: Chosen, timeout: Double, variable: String?
    ) {
        let settings = TestPlanSettings(
            planPath: "p", timeoutsEnabled: enabled, defaultTimeAllowance: defaultAllowance,
            maximumTimeAllowance: maximum)
        let configuration = Self.applied(settings, chosen: chosen).configuration
        #expect(configuration.timeout == timeout)
        #expect(configuration.environment[BundleVariable.executionTimeAllowance.name] == variable)
        if !chosen.contains(.timeout) { #expect(configuration.slowAfter == min(60, timeout / 2)) }
    }

    @Test(arguments: [
        (false, Chosen(), UInt64?.none), (true, Chosen(), UInt64?.some(77)), (true, Chosen.order, UInt64?.none),
    ])
    func randomOrderUsesTheFallbackSeedUnlessTheCommandLineChose(random: Bool, chosen: Chosen, seed: UInt64?) {
        let (_, configuration) = Self.applied(TestPlanSettings(planPath: "p", randomOrder: random), chosen: chosen)
        #expect(configuration.randomSeed == seed)
    }

    @Test func selectionEnvironmentArgumentsAndSerialTargets() {
        let settings = TestPlanSettings(
            planPath: "Plans/CI.xctestplan",
            targets: [
                .init(name: "A", parallelizable: false),
                .init(name: "B", isEnabled: false, parallelizable: false),
                .init(name: "C", parallelizable: true),
            ],
            environment: ["TIER": "ci"], arguments: ["-Flag", "YES"], ignoredKeys: ["defaultOptions.codeCoverage"])
        let (request, configuration) = Self.applied(settings) { $0.environment = ["TIER": "local", "KEPT": "1"] }
        #expect(request.testPlan == settings)
        #expect(request.runAlone == [TestFilter("A")])
        #expect(configuration.environment == ["TIER": "ci", "KEPT": "1"])
        #expect(configuration.arguments == ["-Flag", "YES"])
        let application = TestPlanApplication(settings: settings, chosen: [], fallbackSeed: 1)
        #expect(
            application.notices == [
                RunnerNotice(
                    .testPlanKeysIgnored,
                    "CI.xctestplan: ignoring test plan keys Harness does not apply: defaultOptions.codeCoverage")
            ])
    }

    @Test func thePlannerRunsOnlyWhatThePlanIncludes() throws {
        let inventory = TestInventory(bundles: [
            TestBundle(
                name: "PkgTests", path: "/x",
                classes: [
                    TestClass(module: "A", name: "Fast", methods: ["testA", "testB"]),
                    TestClass(module: "Other", name: "Slow", methods: ["testC"]),
                ])
        ])
        var request = RunRequest()
        request.testPlan = TestPlanSettings(
            planPath: "p",
            targets: [
                .init(name: "A", skippedTests: [TestPlanSelector(className: "Fast", method: "testB")])
            ])
        let plan = try RunPlanner(inventory: inventory, request: request).plan()
        #expect(plan.units.flatMap(\.tests) == [TestIdentifier(module: "A", className: "Fast", method: "testA")])
    }

    @Test func randomOrderShufflesMethodsReproducibly() {
        let tests = (0..<8).map { TestIdentifier(module: "M", className: "C", method: "test\($0)") }
        let unit = ClassUnit(
            bundle: 0, listingIndex: 0, module: "M", className: "C", tests: tests, isWholeClass: true, estimate: 1)
        let first = RunPlanner.order([unit], seed: 5)
        #expect(first == RunPlanner.order([unit], seed: 5))
        #expect(Set(first.flatMap(\.tests)) == Set(tests))
        #expect((1...6).map { RunPlanner.order([unit], seed: $0).flatMap(\.tests) }.contains { $0 != tests })
        #expect(RunPlanner.order([unit], seed: nil).flatMap(\.tests) == tests)
    }
}
