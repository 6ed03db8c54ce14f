import Foundation
import HarnessWire
import Synchronization

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// A session with its builder, lister, engine and history replaced by stand-ins that record
/// what the pipeline asked of them: the scenario helper of the session's tests, as
/// `DispatchScenario` is the dispatcher's.
///
/// ```swift
/// let scenario = SessionScenario()
/// scenario.statuses["M.A/t2"] = .failed
/// let result = try scenario.run(.requested)
/// scenario.history.kept.count   // 1
/// ```
final class SessionScenario {
    /// Everything the stand-ins saw, in order: "start /package", "build", "list", "run 2".
    var steps: [String] = []
    var settings: SessionSettings
    let source = FixedBundleSource()
    let executor = ScriptedExecutor()
    let history = RecordingHistory()

    /// Tests of bundle `SuiteTests`: M.A/t1, M.A/t2 in target MTests (module M); N.B/t3 in NTests (N).
    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "SuiteTests", path: "/nowhere/SuiteTests.xctest",
            classes: [
                TestClass(module: "M", name: "A", methods: ["t1", "t2"]),
                TestClass(module: "N", name: "B", methods: ["t3"]),
            ])
    ])
    static let targets = PackageTargets(targets: [
        .init(name: "Core", folder: "Sources/Core", isTest: false, dependencies: []),
        .init(name: "Other", folder: "Sources/Other", isTest: false, dependencies: []),
        .init(name: "M", folder: "Tests/M", isTest: true, dependencies: ["Core"]),
        .init(name: "N", folder: "Tests/N", isTest: true, dependencies: []),
    ])

    init(environment: [String: String] = [:]) {
        settings = SessionSettings(packageRoot: "/package", environment: environment)
        settings.configuration.jobs = 3
        settings.write = { _ in }
        source.scenario = self
        executor.scenario = self
        history.scenario = self
    }

    /// The status each test gets from the engine's stand-in, by `Class/method` (default: passed).
    var statuses: [String: TestStatus] {
        get { executor.statuses }
        set { executor.statuses = newValue }
    }

    func session() throws(HarnessFailure) -> TestSession {
        try TestSession(settings, source: source, executor: executor, history: history)
    }

    func run(_ selection: TestSelection = .requested) throws(HarnessFailure) -> SessionResult {
        try session().run(selection, reporter: ReporterFanOut())
    }

    /// The tests the engine's stand-in ran, as `Class/method`, in the plan's order.
    var ran: [String] {
        (executor.plans.last?.units ?? []).flatMap { unit in unit.tests.map { "\($0.className)/\($0.method)" } }
    }
}

final class FixedBundleSource: BundleSource {
    weak var scenario: SessionScenario?
    var inventory = SessionScenario.inventory
    var targetsRead = 0
    /// Thrown by the build instead of building.
    var buildFailure: HarnessFailure?
    /// Called during the build (what the marker test checks).
    var duringBuild: () -> Void = {}
    /// The process group the build's command runs in, told to the progress as it starts.
    var buildGroup: Int32?
    /// What the build prints (its progress's `write`).
    var printed = ""
    /// Notices the build says (a lock's wait).
    var notices: [RunnerNotice] = []
    /// Thrown by `targets()` (a manifest that cannot be read).
    var targetsFailure: HarnessFailure?

    func bundles(instrumented: Bool, progress: BuildProgress) throws(HarnessFailure) -> [String] {
        scenario?.steps.append("build")
        if let buildGroup { progress.onProcessStarted?(buildGroup) }
        for notice in notices { progress.say(notice) }
        if !printed.isEmpty { progress.write(printed) }
        duringBuild()
        if let buildFailure { throw buildFailure }
        return inventory.bundles.map(\.path)
    }

    func inventory(of bundles: [String], listingEnvironment: [String: String]) throws(HarnessFailure)
        -> TestInventory
    {
        scenario?.steps.append("list")
        return inventory
    }

    func targets() throws(HarnessFailure) -> PackageTargets {
        targetsRead += 1
        if let targetsFailure { throw targetsFailure }
        return SessionScenario.targets
    }

    func packageChanged() {
        scenario?.steps.append("package changed")
    }

    func sourceMap(of inventory: TestInventory) -> TestSourceMap {
        TestSourceMap(root: "/package", declarations: [:])
    }

    func packageDescription() throws(HarnessFailure) -> Data { Data("{}".utf8) }

    var runEnvironment: [String: String] = [:]
    func runEnvironment(inheriting inherited: [String: String]) -> [String: String] { runEnvironment }

    var sourcePathRemap: SourcePathRemap?

    var runsToolchainXCTest = false
}

final class ScriptedExecutor: PlanExecutor {
    weak var scenario: SessionScenario?
    var statuses: [String: TestStatus] = [:]
    var plans: [RunPlan] = []
    var configurations: [RunConfiguration] = []
    /// Called while the run goes on (a Stop pressed then).
    var duringRun: () -> Void = {}
    /// The run ends interrupted though nobody interrupted it here (a Ctrl-C the engine caught).
    var interruptedFromOutside = false
    /// How many times runs were interrupted through the session's ``RunInterruption``.
    var interruptions: Int { interrupts.count }
    private let interrupts = Counter()

    func run(
        _ plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter,
        interruption: RunInterruption
    ) -> RunOutcome {
        let before = interruptions
        interruption.runStarted { [interrupts] in interrupts.add() }
        defer { interruption.runEnded() }
        plans.append(plan)
        configurations.append(configuration)
        scenario?.steps.append("run \(plan.testCount)")
        duringRun()
        let interrupted = interruptedFromOutside || interruptions > before
        let results = plan.testsInListingOrder.map { id in
            let status = statuses["\(id.className)/\(id.method)"] ?? .passed
            return TestResult(
                id: id, bundle: "SuiteTests", attempts: [TestAttempt(number: 1, status: status, duration: 0.01)])
        }
        let summary = RunSummary(results: results, duration: 0.1, interrupted: interrupted)
        reporter.handle(.runStarted(.init(testCount: results.count, bundleCount: 1, workerCount: 1)))
        for result in results { reporter.handle(.testFinished(result)) }
        let exitCode = results.contains { $0.status.failsRun } ? RunnerExitCode.testsFailed : RunnerExitCode.success
        reporter.handle(.runFinished(.init(results: results, summary: summary, exitCode: exitCode)))
        return RunOutcome(results: results, summary: summary, exitCode: exitCode)
    }
}

/// A count other threads may change (a run's interrupts).
final class Counter: Sendable {
    private let value = Mutex(0)

    func add() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// A history in memory: the facts it was given, what the session asked of it and what it kept.
final class RecordingHistory: RunHistory {
    weak var scenario: SessionScenario?
    var given = HistoryFacts()
    var asked = 0
    var commit: String?
    var kept: [(outcome: RunOutcome, request: RunRequest, coverage: [BundleTestIdentifier: ExecutedLines])] = []

    func runStarts(packageRoot: String) {
        scenario?.steps.append("start \(packageRoot)")
    }

    func facts() -> HistoryFacts {
        asked += 1
        return given
    }

    func keep(
        _ outcome: RunOutcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String, coverage: [BundleTestIdentifier: ExecutedLines]
    ) {
        scenario?.steps.append("keep")
        kept.append((outcome, request, coverage))
    }

    func lastRecordedCommit() -> String? { commit }
}
