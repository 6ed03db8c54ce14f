import Foundation
import HarnessModel
import HarnessRunner
import HarnessWire

/// One `harness test`, from plain settings to a result: everything the command line does not
/// decide.
///
/// It reads Bazel's and CI's variables (their filter, their shard), touches Bazel's shard
/// status file and keeps its premature-exit marker for as long as the run lasts, plans with the
/// run history, runs the engine and keeps the run in the history. The command line builds the
/// ``Settings``, makes the reporters, hands over its ``Stages`` (how to build and list, what
/// `--changed` selects, what `--coverage` collects) and maps the ``Result`` to an exit code.
///
/// ```
///  Settings ─► init: Bazel/CI variables → filters, partition   (a bad variable: Failure, exit 2)
///           ─► run: status file, marker armed ─► stages.inventory (build, list)
///                   ─► stages.select (history facts) ─► plan ─► RunEngine ─► stages.finish
///                   ─► history kept ─► marker removed ─► Result
/// ```
///
/// ```swift
/// let session = try TestSession(settings)
/// let stages = TestSession.Stages(inventory: { () throws(TestSession.Failure) in try build() })
/// switch try session.run(history: store, reporter: reporters, stages: stages) {
/// case .ran(let outcome): exit(outcome.exitCode)
/// case .nothingToRerun(let line): print(line)
/// case .nothingSelected: break
/// case .planned(let plan, _, _): print(plan.testCount)
/// }
/// ```
package struct TestSession {
    /// Everything the command line (and a test plan) decided.
    package struct Settings {
        package var packageRoot: String
        package var environment: [String: String]
        /// The selection as given: filters, skips, tests run alone, seed, the test plan's.
        package var request: RunRequest
        package var configuration: RunConfiguration
        /// `--partition` as typed (`hash:2/3`, or a kind alone that takes K/N from CI's or
        /// Bazel's variables).
        package var partition: String?
        /// `--failed-first` or `--rerun-failed`.
        package var failureMode: FailureSelection.Mode?
        /// Whether a long class may be split across workers by method.
        package var splitsClasses = true
        /// Plan and stop (`--dry-run`).
        package var plansOnly = false
        /// Notices every reporter gets after the run's start (a test plan's ignored keys).
        package var notices: [RunnerNotice] = []

        package init(
            packageRoot: String, environment: [String: String], request: RunRequest, configuration: RunConfiguration
        ) {
            self.packageRoot = packageRoot
            self.environment = environment
            self.request = request
            self.configuration = configuration
        }
    }

    /// The steps the command line supplies: they need its tools (the builder, git, llvm-cov).
    package struct Stages {
        /// Builds the package and lists its bundles; runs while the premature-exit marker exists.
        package var inventory: () throws(Failure) -> TestInventory
        /// The exact tests to run instead of the request's filters (`--changed`); nil keeps the
        /// request's selection, an empty list runs nothing.
        package var select: (TestInventory, HistoryFacts) throws(Failure) -> [String]? = { _, _ in nil }
        /// After the engine: each test's executed lines, kept with the run (`--coverage per-test`).
        package var finish: (RunEngine.Outcome, TestInventory) -> [TestIdentifier: ExecutedLines] = { _, _ in [:] }

        package init(inventory: @escaping () throws(Failure) -> TestInventory) {
            self.inventory = inventory
        }
    }

    /// How a session ended, short of a failure.
    package enum Result {
        /// The tests ran (whatever their outcome).
        case ran(RunEngine.Outcome)
        /// `--rerun-failed` found nothing to run: the line that says so.
        case nothingToRerun(String)
        /// ``Stages/select`` chose no test (it said why itself); nothing ran or was kept.
        case nothingSelected
        /// `--dry-run`: the plan (its partition's cut included), and the request and history it
        /// was made from.
        case planned(plan: RunPlan, request: RunRequest, history: TimingHistory)
    }

    /// A session that could not run: one line, after `error: `, and its exit code.
    package struct Failure: Error, CustomStringConvertible {
        package var message: String
        package var code: Int32
        package var description: String { message }

        package init(_ message: String, code: Int32) {
            self.message = message
            self.code = code
        }
    }

    /// The settings; the command line may still add to them before ``run(history:reporter:stages:)``
    /// (the workers' coverage variables, known once the coverage tools are found).
    package var settings: Settings
    /// Bazel's variables, read once.
    package let bazel: BazelEnvironment
    /// The selection with Bazel's filter and the partition chosen.
    package private(set) var request: RunRequest

    /// Reads Bazel's and CI's variables; a variable Harness cannot use is a ``Failure`` (exit 2).
    package init(_ settings: Settings) throws(Failure) {
        self.settings = settings
        do {
            bazel = try BazelEnvironment(settings.environment)
        } catch {
            throw Failure("failed to \(error)", code: RunnerExitCode.badInput)
        }
        request = settings.request
        request.filters += bazel.testFilters.map(TestFilter.init)
        request.partition = try Self.partition(
            option: settings.partition, bazel: bazel, environment: settings.environment)
        request.splitClassesAcross = settings.splitsClasses ? settings.configuration.jobs : 1
    }

    /// Builds and lists, selects, plans, runs and keeps the run in `history`. Bazel's
    /// premature-exit marker exists for exactly this long: every way out of here is a clean
    /// exit (failing tests and build errors included); only a runner that dies leaves it.
    package func run(history: any RunHistory, reporter: any RunReporter, stages: Stages) throws(Failure) -> Result {
        if let statusFile = bazel.shard?.statusFile {
            _ = FileManager.default.createFile(atPath: statusFile, contents: nil)
        }
        let marker = PrematureExitMarker(path: bazel.prematureExitFile)
        do {
            try marker.arm()
        } catch {
            throw Failure("failed to create TEST_PREMATURE_EXIT_FILE: \(error)", code: RunnerExitCode.badInput)
        }
        defer { marker.disarm() }

        history.runStarts(packageRoot: settings.packageRoot)
        let inventory = try stages.inventory()
        let facts = history.facts()
        var request = self.request
        request.failures = settings.failureMode.map(facts.failures)
        if let selected = try stages.select(inventory, facts) {
            guard !selected.isEmpty else { return .nothingSelected }
            request.filters = selected.map(TestFilter.init)
        }
        var plan: RunPlan
        // A `time` shard joins the open round of its N, so it cuts as the round's first shard did.
        let partitionTimings = facts.partitionTimings(for: request.partition)
        do {
            plan = try RunPlanner(
                inventory: inventory, request: request, history: facts.timings, partitionTimings: partitionTimings
            ).plan()
        } catch  where error.nothingToRerun {
            return .nothingToRerun(error.description)
        } catch {
            throw Failure(error.description, code: RunnerExitCode.noTestsMatched)
        }
        request.partitionRound = facts.round(of: plan, cutWith: partitionTimings)
        if settings.plansOnly {
            return .planned(plan: plan, request: request, history: facts.timings)
        }
        // Said once, to every reporter, after the run's start.
        plan.notices.insert(contentsOf: settings.notices, at: 0)

        let startedAt = Date()
        let outcome = RunEngine(
            plan: plan, configuration: settings.configuration, workingDirectory: settings.packageRoot,
            reporter: reporter
        ).run()
        let coverage = stages.finish(outcome, inventory)
        history.keep(
            outcome, request: request, configuration: settings.configuration, startedAt: startedAt,
            packageRoot: settings.packageRoot, coverage: coverage)
        return .ran(outcome)
    }
}
