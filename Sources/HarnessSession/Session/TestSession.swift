import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessWire

/// The one pipeline every front end drives: build → list → select → plan → engine → coverage →
/// history, with Bazel's and CI's variables. `harness test` runs it once, watch mode once per
/// trigger, the baseline commands once with the baseline mode in the workers' environment.
///
/// ```
///  SessionSettings ─► init: Bazel/CI variables → filters, partition     (a bad variable: HarnessFailure, 2)
///  run(selection) ─► status file, marker armed ─► coverage prepared ─► build, list (BundleSource)
///                 ─► selection resolved to test identifiers ─► plan ─► engine (PlanExecutor)
///                 ─► coverage collected ─► reports finished (--html: the covered sources) ─► history kept
///                 ─► SessionResult
/// ```
///
/// ```swift
/// let session = try TestSession(settings)
/// switch try session.run(.requested, reporter: console) {
/// case .ran(let outcome): exit(outcome.exitCode)
/// case .nothingToRerun(let line): print(line)
/// case .nothingSelected: break
/// case .planned(let plan, _, _): print(plan.testCount)
/// }
/// ```
package final class TestSession {
    /// The settings; a front end that keeps one session may change the run configuration
    /// between runs (`harness ui`'s retries, timeout, repetitions and random order).
    package var settings: SessionSettings
    /// Bazel's variables, read once.
    package let bazel: BazelEnvironment
    /// The settings' request with Bazel's filter and the partition chosen.
    package private(set) var request: RunRequest
    let source: any BundleSource
    let executor: any PlanExecutor
    let history: any RunHistory
    /// How the build's output is shown; a front end may replace it between runs.
    package var buildProgress: BuildProgress
    /// Where each run is, for a front end that shows it.
    package var phaseChanged: (SessionPhase) -> Void = { _ in }
    /// The tests as listed after each build, before any is chosen or run: a front end that
    /// shows the package's tests (the navigator) keeps its tree to the code with it.
    package var inventoryListed: (TestInventory) -> Void = { _ in }
    /// How a front end interrupts this session's runs from another thread (``SessionLoop``).
    package let interruption = RunInterruption()
    /// The last watch selection, for a rerun (``WatchTrigger/rerun``).
    var previousWatchSelection: WatchSelection?
    /// Seconds per test from the `--timings-from` reports, read once; nil without them.
    let reportedTimings: [TestIdentifier: Double]?

    /// Reads Bazel's and CI's variables; a variable Harness cannot use is bad input (exit 2).
    /// Without a `source`, `executor` or `history`, the package is built with SwiftPM, run by
    /// the engine, and kept in the SQLite history the settings name.
    package init(
        _ settings: SessionSettings, source: (any BundleSource)? = nil, executor: (any PlanExecutor)? = nil,
        history: (any RunHistory)? = nil
    ) throws(HarnessFailure) {
        let started = DispatchWallTime.now()
        var settings = settings
        do {
            bazel = try BazelEnvironment(settings.environment)
        } catch {
            throw HarnessFailure("failed to \(error)", code: RunnerExitCode.badInput)
        }
        // Under Bazel the run ends before TEST_TIMEOUT, with its reports written (BazelDeadline).
        let deadline = bazel.deadline(configuration: settings.configuration)
        if let deadline {
            settings.configuration.timeout = deadline.testTimeout(configured: settings.configuration.timeout)
        }
        self.settings = settings
        var request = settings.request
        request.filters += bazel.testFilters.map(TestFilter.init)
        request.partition = try Self.partition(
            option: settings.partition, bazel: bazel, environment: settings.environment)
        request.splitClassesAcross = settings.splitsClasses ? settings.configuration.jobs : 1
        self.request = request
        reportedTimings = try Self.reportedTimings(settings.timingReports, partition: request.partition)
        self.source =
            source
            ?? SwiftPMBundleSource(
                packageRoot: settings.packageRoot, build: settings.build, environment: settings.environment)
        self.executor =
            executor
            ?? EngineExecutor(
                environment: settings.environment, stop: deadline.map { (started + $0.stopAfter, $0.stopLine) })
        self.history = history ?? Self.historyStore(settings)
        buildProgress = BuildProgress(isTerminal: isatty(2) == 1, verbose: settings.build.verbose) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
        // Per-test coverage asked for at the start builds on Harness's XCTest from the first build.
        chooseXCTest()
    }

    /// Builds and lists the package's tests (`harness list`, and every run's first step).
    package func inventory(instrumented: Bool = false, listingEnvironment: [String: String] = [:])
        throws(HarnessFailure) -> TestInventory
    {
        phaseChanged(.building)
        let bundles = try source.bundles(instrumented: instrumented, progress: buildProgress)
        phaseChanged(.listing)
        let inventory = try source.inventory(of: bundles, listingEnvironment: listingEnvironment)
        inventoryListed(inventory)
        return inventory
    }

    /// The package's targets (watch mode watches their folders).
    package func targets() throws(HarnessFailure) -> PackageTargets {
        try source.targets()
    }

    /// The manifest changed: its description is read again.
    package func packageChanged() {
        source.packageChanged()
    }

    /// One run: builds and lists, resolves `selection`, plans, runs the engine with `reporter`
    /// and the settings' report files, collects coverage and keeps the run in the history.
    /// Bazel's premature-exit marker exists for exactly this long: every way out of here is a
    /// clean exit (failing tests and build errors included); only a runner that dies leaves it.
    package func run(_ selection: TestSelection, reporter: any RunReporter) throws(HarnessFailure) -> SessionResult {
        if bazel.shard != nil, let statusFile = bazel.shardStatusFile {
            _ = FileManager.default.createFile(atPath: statusFile, contents: nil)
        }
        let marker = PrematureExitMarker(path: bazel.prematureExitFile)
        do {
            try marker.arm()
        } catch {
            throw HarnessFailure("failed to create TEST_PREMATURE_EXIT_FILE: \(error)", code: RunnerExitCode.badInput)
        }
        defer { marker.disarm() }

        if case .changed(let revision?, _) = selection, !ChangeSources.isRevision(revision, in: settings.packageRoot) {
            throw HarnessFailure(
                "--changed \(revision): '\(revision)' is not a git revision in \(settings.packageRoot); write "
                    + "--changed REF, or --changed alone for the changes since the last recorded run (it takes no "
                    + "test filters)",
                code: RunnerExitCode.badInput)
        }
        chooseXCTest()
        let coverage = try settings.coverage.map { request throws(HarnessFailure) in
            try CoverageRun.start(request, swift: settings.swift, environment: settings.environment)
        }
        history.runStarts(packageRoot: settings.packageRoot)
        let inventory = try self.inventory(
            instrumented: coverage != nil, listingEnvironment: coverage?.listingEnvironment ?? [:])
        let facts = history.facts()
        var request = self.request
        request.failures = settings.failureMode.map(facts.failures)
        let chosen = try resolve(selection, inventory: inventory, facts: facts, request: &request)
        if let line = chosen.nothingToRun { return .nothingSelected(line) }
        request.exactTests = chosen.tests

        var plan: RunPlan
        // A `time` shard joins the open round of its N, so it cuts as the round's first shard did.
        // Timings from JUnit reports, when given, are what every shard reads the same.
        let partitionTimings =
            reportedTimings.map { TimingHistory(seconds: $0, for: inventory.allTests) }
            ?? facts.partitionTimings(for: request.partition)
        do {
            plan = try RunPlanner(
                inventory: inventory, request: request, history: facts.timings, partitionTimings: partitionTimings,
                seed: settings.configuration.randomSeed
            ).plan()
        } catch  where error.nothingToRerun {
            return .nothingToRerun(error.description)
        } catch {
            throw HarnessFailure(error.description, code: RunnerExitCode.noTestsMatched)
        }
        request.partitionRound = facts.round(of: plan, cutWith: partitionTimings)
        if settings.plansOnly {
            return .planned(plan: plan, request: request, history: facts.timings)
        }
        phaseChanged(.selected(chosen.explanation))
        // Said once, to every reporter, after the run's start.
        plan.notices.insert(contentsOf: settings.notices, at: 0)

        var configuration = settings.configuration
        configuration.toolchainConsole = source.runsToolchainXCTest
        if !configuration.selectedCases.isEmpty, configuration.toolchainConsole {
            // Every case would run, and the report would say only the chosen ones did.
            throw HarnessFailure(
                "running one case of a parameterized test needs Harness's XCTest in the bundle, and this session "
                    + "runs the toolchain's (--xctest toolchain): run the whole test, or start without --xctest toolchain",
                code: RunnerExitCode.badInput)
        }
        configuration.environment.merge(source.runEnvironment(inheriting: settings.environment)) { _, bundles in bundles
        }
        if let coverage { configuration.environment.merge(coverage.workerEnvironment) { $1 } }
        // A @Test's own coverage, and some cases of a function run alone, need Harness's entry
        // point around it (SwiftTestingHost).
        configuration.swiftTestingInProcess =
            (coverage?.collector.request.mode == .perTest || !configuration.selectedCases.isEmpty)
            && !configuration.toolchainConsole
        let files = try reportFiles(inventory: inventory)
        let startedAt = Date()
        phaseChanged(.running)
        let fanOut = ReporterFanOut([reporter] + files)
        // An archive's bundles recorded the build machine's paths; reporters and the history
        // see them where the sources are checked out here, when told (--workspace-remap).
        let remap = source.sourcePathRemap
        var outcome = executor.run(
            plan, configuration: configuration, workingDirectory: settings.packageRoot,
            reporter: remap.map { RemappingReporter(remap: $0, next: fanOut) } ?? fanOut, interruption: interruption)
        if let remap { outcome = remap.outcome(outcome) }
        // Coverage first: the --html report embeds the covered files for its source view.
        let collected =
            coverage?.finish(inventory: inventory, outcome: outcome, jobs: configuration.jobs, print: settings.write)
        if let collected, let lcov = collected.lcovPath {
            let pages = files.compactMap { $0 as? HTMLReporter }
            if !pages.isEmpty {
                let sources = ReportSources.covered(lcovPath: lcov, packageRoot: settings.packageRoot, collected)
                for page in pages { page.include(sources) }
            }
        }
        do {
            for file in files { try file.finish() }
        } catch {
            throw HarnessFailure("failed to write \(error)", code: RunnerExitCode.internalError)
        }
        history.keep(
            outcome, request: request, configuration: configuration, startedAt: startedAt,
            packageRoot: settings.packageRoot, coverage: collected?.perTest ?? [:])
        return .ran(outcome)
    }

    /// The report files' reporters for one run, Bazel's `XML_OUTPUT_FILE` among them.
    private func reportFiles(inventory: TestInventory) throws(HarnessFailure) -> [any RunReporter] {
        var reports = settings.reports
        if let xml = bazel.xmlOutputFile, !reports.junitPaths.contains(xml) { reports.junitPaths.append(xml) }
        var context = ReportContext(
            packagePath: settings.packageRoot, environment: settings.environment, commandLine: CommandLine.arguments,
            partition: request.partition.map { "\($0)" }, machine: MachineConfiguration.current().summary)
        // Only JUnit names each test's file and line; the sources are searched for it alone.
        if !reports.junitPaths.isEmpty { context.sources = source.sourceMap(of: inventory) }
        do {
            return try reports.makeReporters(context: context)
        } catch {
            throw HarnessFailure("failed to set up a report: \(error)", code: RunnerExitCode.badInput)
        }
    }

    /// Switches coverage for the runs to come (`harness ui`'s Coverage choice): nil for none.
    /// Per-test coverage builds on Harness's XCTest, as `--coverage per-test` does, and
    /// switching between covered and plain runs rebuilds the package, as for SwiftPM.
    package func setCoverage(_ coverage: CoverageRequest?) {
        settings.coverage = coverage
        chooseXCTest()
    }

    /// The XCTest the next build links: Harness's when asked for (`--xctest harness`), or when
    /// the run needs Harness's code in the worker: per-test coverage, or some cases of a
    /// parameterized function run alone (``RunConfiguration/selectedCases``). Else the route's.
    private func chooseXCTest() {
        guard let swiftPM = source as? SwiftPMBundleSource else { return }
        let needed =
            settings.coverage?.mode == .perTest
            ? "Per-test coverage"
            : settings.configuration.selectedCases.isEmpty ? nil : "Running one case of a parameterized test"
        swiftPM.build.harnessXCTestReason = settings.build.harnessXCTestReason ?? needed
    }

    /// The SQLite history the settings name; its warnings go to standard error.
    private static func historyStore(_ settings: SessionSettings) -> HistoryStore {
        let url =
            settings.historyPath.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: settings.packageRoot).appendingPathComponent(HistoryStore.defaultPath)
        return HistoryStore(url: url) { notice in
            FileHandle.standardError.write(Data("warning: \(notice.text)\n".utf8))
        }
    }
}
