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
/// for notice in settings.notices { reporter.handle(notice) }   // keys Harness ignored, once
/// ```
public struct TestPlanSettings: Hashable, Sendable {
    /// One entry of `testTargets`: a test bundle's module and what to run of it.
    public struct Target: Hashable, Sendable {
        /// The test target's name, which is its module's name.
        public var name: String
        /// False when the plan lists the target but disables it (`"enabled": false`).
        public var isEnabled: Bool
        /// Only these run, when present (`selectedTests`).
        public var selectedTests: [TestPlanSelector]?
        /// These never run (`skippedTests`), even when selected.
        public var skippedTests: [TestPlanSelector]
        /// `parallelizable`: false asks to run the target's classes one at a time; nil when unset.
        public var parallelizable: Bool?

        public init(
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
        public func includes(_ id: TestIdentifier) -> Bool {
            guard isEnabled else { return false }
            if let selectedTests, !selectedTests.contains(where: { $0.matches(id) }) { return false }
            return !skippedTests.contains { $0.matches(id) }
        }
    }

    /// `testRepetitionMode` with `maximumTestRepetitions` (Xcode's default maximum is 3).
    public enum Repetition: Hashable, Sendable {
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
    public var planPath: String
    /// The configuration whose options were applied, if the plan has any.
    public var configurationName: String?
    /// The targets the plan runs; tests of modules not listed do not run.
    public var targets: [Target]
    /// Variables to set in each test process (enabled `environmentVariableEntries`).
    public var environment: [String: String]
    /// Arguments to pass to each test process (enabled `commandLineArgumentEntries`), in order.
    public var arguments: [String]
    /// `testTimeoutsEnabled`: when false, the allowances below are not applied.
    public var timeoutsEnabled: Bool
    /// `defaultTestExecutionTimeAllowance`, seconds (Xcode's default when enabled: 600).
    public var defaultTimeAllowance: Double?
    /// `maximumTestExecutionTimeAllowance`, seconds: no test's own allowance may exceed it.
    public var maximumTimeAllowance: Double?
    /// Repetitions and retries.
    public var repetition: Repetition
    /// `testExecutionOrdering` is `random`.
    public var randomOrder: Bool
    /// Keys present in the plan that Harness does not apply, as key paths, sorted.
    public var ignoredKeys: [String]

    public init(
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
    public func includes(_ id: TestIdentifier) -> Bool {
        targets.first { $0.name == id.module }?.includes(id) ?? false
    }

    /// The time allowance of a test, seconds: the test's own (`executionTimeAllowance`), else
    /// the plan's default, capped by the plan's maximum; nil when timeouts are off.
    public func timeAllowance(testOwn: Double?) -> Double? {
        guard timeoutsEnabled else { return nil }
        let allowance = testOwn ?? defaultTimeAllowance ?? 600
        return maximumTimeAllowance.map { min($0, allowance) } ?? allowance
    }

    /// The one notice saying which keys were ignored (none when every key was understood).
    public var notices: [RunnerEvent] {
        guard !ignoredKeys.isEmpty else { return [] }
        let file = planPath.split(separator: "/").last.map(String.init) ?? planPath
        return [
            .notice("\(file): ignoring test plan keys Harness does not apply: \(ignoredKeys.joined(separator: ", "))")
        ]
    }
}
