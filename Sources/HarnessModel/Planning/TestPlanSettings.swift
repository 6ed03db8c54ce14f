import HarnessWire

/// What a test plan asks of a run, as plain data the engine applies: which tests, with what
/// environment and arguments, time allowances, repetitions and order.
///
/// Read one with ``TestPlanReader``; the values are already merged (a configuration's options
/// over the plan's `defaultOptions`).
///
/// ```swift
/// let settings = try TestPlanReader.read(path: "CI.xctestplan").settings(configuration: nil)
/// let runs = settings.includes(TestIdentifier(module: "CalcTests", className: "BasicTests", method: "testAddition"))
/// for notice in settings.notices { reporter.handle(.notice(notice)) }   // keys Harness ignored, once
/// ```
package struct TestPlanSettings: Hashable, Sendable {
    /// One entry of `testTargets`: a test bundle's module and what to run of it.
    package struct Target: Hashable, Sendable {
        /// The test target's name, which is its module's name.
        package var name: String
        /// False when the plan lists the target but disables it (`"enabled": false`).
        package var isEnabled: Bool
        /// Only these run, when present (`selectedTests`).
        package var selectedTests: [TestPlanSelector]?
        /// These never run (`skippedTests`), even when selected.
        package var skippedTests: [TestPlanSelector]
        /// `parallelizable`: false asks to run the target's classes one at a time; nil when unset.
        package var parallelizable: Bool?

        package init(
            name: String, isEnabled: Bool = true, selectedTests: [TestPlanSelector]? = nil,
            skippedTests: [TestPlanSelector] = [], parallelizable: Bool? = nil
        ) {
            self.name = name
            self.isEnabled = isEnabled
            self.selectedTests = selectedTests
            self.skippedTests = skippedTests
            self.parallelizable = parallelizable
        }

        /// Whether the plan runs `id` (which must belong to this target's module).
        package func includes(_ id: TestIdentifier) -> Bool {
            guard isEnabled else { return false }
            if let selectedTests, !selectedTests.contains(where: { $0.matches(id) }) { return false }
            return !skippedTests.contains { $0.matches(id) }
        }
    }

    /// `testRepetitionMode` with `maximumTestRepetitions` (Xcode's default maximum is 3).
    package enum Repetition: Hashable, Sendable {
        /// Each test runs once (`none`, or no key).
        case once
        /// Every test runs `count` times (`fixedIterations`).
        case fixedIterations(count: Int)
        /// Tests repeat until one fails, at most `maximum` times (`untilFailure`).
        case untilFailure(maximum: Int)
        /// A failed test is retried, up to `maximum` runs in all; a later pass is flaky (`retryOnFailure`).
        case retryOnFailure(maximum: Int)
    }

    /// The plan's path.
    package var planPath: String
    /// The configuration whose options were applied, if the plan has any.
    package var configurationName: String?
    /// The targets the plan runs; tests of modules not listed do not run.
    package var targets: [Target]
    /// Variables to set in each test process (enabled `environmentVariableEntries`).
    package var environment: [String: String]
    /// Arguments to pass to each test process (enabled `commandLineArgumentEntries`), in order.
    package var arguments: [String]
    /// `testTimeoutsEnabled`: when false, the allowances below are not applied.
    package var timeoutsEnabled: Bool
    /// `defaultTestExecutionTimeAllowance`, seconds (Xcode's default when enabled: 600).
    package var defaultTimeAllowance: Double?
    /// `maximumTestExecutionTimeAllowance`, seconds: no test's own allowance may exceed it.
    package var maximumTimeAllowance: Double?
    /// Repetitions and retries.
    package var repetition: Repetition
    /// `testExecutionOrdering` is `random`.
    package var randomOrder: Bool
    /// Keys present in the plan that Harness does not apply, as key paths, sorted.
    package var ignoredKeys: [String]

    package init(
        planPath: String, configurationName: String? = nil, targets: [Target] = [], environment: [String: String] = [:],
        arguments: [String] = [], timeoutsEnabled: Bool = false, defaultTimeAllowance: Double? = nil,
        maximumTimeAllowance: Double? = nil, repetition: Repetition = .once, randomOrder: Bool = false,
        ignoredKeys: [String] = []
    ) {
        self.planPath = planPath
        self.configurationName = configurationName
        self.targets = targets
        self.environment = environment
        self.arguments = arguments
        self.timeoutsEnabled = timeoutsEnabled
        self.defaultTimeAllowance = defaultTimeAllowance
        self.maximumTimeAllowance = maximumTimeAllowance
        self.repetition = repetition
        self.randomOrder = randomOrder
        self.ignoredKeys = ignoredKeys
    }

    /// Whether the plan runs `id`: its module is a listed, enabled target that selects it.
    package func includes(_ id: TestIdentifier) -> Bool {
        targets.first { $0.name == id.module }?.includes(id) ?? false
    }

    /// The time allowance of a test, seconds: the test's own (`executionTimeAllowance`), else
    /// the plan's default, capped by the plan's maximum; nil when timeouts are off.
    package func timeAllowance(testOwn: Double?) -> Double? {
        guard timeoutsEnabled else { return nil }
        let allowance = testOwn ?? defaultTimeAllowance ?? 600
        return maximumTimeAllowance.map { min($0, allowance) } ?? allowance
    }

    /// The one notice saying which keys were ignored (none when every key was understood).
    package var notices: [RunnerNotice] {
        guard !ignoredKeys.isEmpty else { return [] }
        let file = planPath.split(separator: "/").last.map(String.init) ?? planPath
        return [
            RunnerNotice(
                .testPlanKeysIgnored,
                "\(file): ignoring test plan keys Harness does not apply: \(ignoredKeys.joined(separator: ", "))")
        ]
    }
}
