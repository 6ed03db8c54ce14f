import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessRunner

/// `harness test`: builds the package's test bundles, runs them in isolated, parallel workers
/// and reports.
///
/// ```sh
/// harness test --package-path Examples/Calculator
/// harness test BasicFunctionsTests --retries 2 --timeout 0.5 --junit report.xml
/// harness test --partition hash:1/3 --random-order 42
/// ```
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Build and run the package's tests, XCTest and Swift Testing, in isolated, parallel workers.",
        discussion: """
            Exit status: 0 every test passed, was skipped or was flaky; 1 a test failed, timed \
            out or crashed; 2 bad input (an option, a missing package); 3 the build failed; \
            4 no test matched the filters; 5 a test host failed to launch; 130 interrupted \
            (reports still written); 70 an internal error. A malformed --test-plan is bad \
            input (2), reported as one line naming the file and the key.
            Classes whose names end in SerialTests (or match --run-alone) run while no other \
            worker runs. Bazel's sharding variables (TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, \
            TEST_SHARD_STATUS_FILE, TESTBRIDGE_TEST_ONLY, TEST_PREMATURE_EXIT_FILE) are honoured.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// nextest-style lines and a summary.
        case human
        /// The toolchain XCTest's console format.
        case xctest
    }

    @OptionGroup var package: PackageOptions
    @OptionGroup var options: RunOptions
    @OptionGroup var reports: ReportOptions
    @OptionGroup var history: HistoryOptions
    @OptionGroup var scheduling: SchedulingOptions
    @OptionGroup var coverageOptions: CoverageOptions
    @OptionGroup var watching: WatchOptions
    @OptionGroup var changedOptions: ChangedOptions

    @Option(help: "Console output: human (default) or xctest (the toolchain's console format).")
    var format: Format = .human

    func run() throws {
        if watching.watch { return try runWatch() }
        let environment = ProcessInfo.processInfo.environment
        let root = try package.packageRoot()
        let bazel: BazelEnvironment
        do {
            bazel = try BazelEnvironment(environment)
        } catch {
            throw CommandFailure("failed to \(error)", code: RunnerExitCode.badInput)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        let seed = options.randomSeed()
        let (coverageRequest, coverageFreeFilters) = coverageOptions.request(root: root, filters: options.testFilters)
        let (changedRevision, filters) = changedOptions.revision(
            root: root, arguments: arguments, filters: coverageFreeFilters)
        if changedOptions.changed, !filters.isEmpty {
            throw CommandFailure(
                "--changed chooses the tests itself; drop the filters (\(filters.joined(separator: " ")))",
                code: RunnerExitCode.badInput)
        }

        var request = RunRequest()
        request.filters = (filters + bazel.testFilters).map(TestFilter.init)
        request.skips = options.skip.map(TestFilter.init)
        request.runAlone = options.runAlone.map(TestFilter.init)
        request.randomSeed = seed
        request.partition = try SchedulingOptions.partition(
            option: options.partition, bazel: bazel, environment: environment)
        var configuration = options.configuration(seed: seed)
        configuration.toolchainConsole = package.xctest == .toolchain
        configuration.attachmentsDirectory = reports.attachmentsDirectory(packageRoot: root)
        let planApplication = try testPlanApplication()
        planApplication?.apply(to: &request, &configuration)

        let reporters = try makeReporters(
            root: root, environment: environment, partition: request.partition.map { "\($0)" })
        if let statusFile = bazel.shard?.statusFile {
            _ = FileManager.default.createFile(atPath: statusFile, contents: nil)
        }
        let marker = PrematureExitMarker(path: bazel.prematureExitFile)
        do {
            try marker.arm()
        } catch {
            throw CommandFailure("failed to create TEST_PREMATURE_EXIT_FILE: \(error)", code: RunnerExitCode.badInput)
        }
        // Every way out of here is a clean exit (failing tests and build errors included);
        // only a runner that dies leaves the marker for Bazel to see.
        defer { marker.disarm() }
        let coverage = try coverageRequest.map { request throws(CommandFailure) in
            try CoverageRun.start(request, swift: PackageBuilder.defaultSwift())
        }
        let inventory = try package.inventory(root: root, buildJobs: nil, instrumented: coverage != nil)
        configuration.environment.merge(coverage?.workerEnvironment ?? [:]) { $1 }
        let store = history.store(root: root)
        let facts = store.planningFacts()
        request.failures = history.failureMode.map(facts.failures)
        if changedOptions.changed {
            let selected = try changedOptions.select(
                root: root, revision: changedRevision, inventory: inventory, store: store, facts: facts,
                description: try package.buildInputs.suppliedDescription(),
                write: reports.claimsStandardOutput
                    ? { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
                    : { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) })
            guard !selected.isEmpty else { return }
            request.filters = selected.map(TestFilter.init)
        }
        request.splitClassesAcross = scheduling.noSplitClasses ? 1 : configuration.jobs
        var plan: RunPlan
        do {
            plan = try RunPlanner(inventory: inventory, request: request, history: facts.timings).plan()
        } catch  where error.nothingToRerun {
            print(error.description)
            return
        } catch {
            throw CommandFailure(error.description, code: RunnerExitCode.noTestsMatched)
        }
        if scheduling.dryRun {
            let lines = SchedulingOptions.dryRunLines(
                plan: plan, request: request, inventory: inventory, history: facts.timings)
            print(lines.joined(separator: "\n"))
            return
        }
        // The keys the plan ignored, said once, to every reporter (after the run's start).
        plan.notices.insert(contentsOf: planApplication?.noticeLines ?? [], at: 0)

        let startedAt = Date()
        let outcome = RunEngine(plan: plan, configuration: configuration, workingDirectory: root, reporter: reporters)
            .run()
        let perTest = coverage?.finish(
            bundles: inventory.bundles.map(\.path), outcome: outcome, jobs: configuration.jobs,
            print: reports.claimsStandardOutput
                ? { FileHandle.standardError.write(Data($0.utf8)) } : { FileHandle.standardOutput.write(Data($0.utf8)) }
        )
        store.record(
            outcome, request: request, configuration: configuration, startedAt: startedAt, packageRoot: root,
            coverage: perTest ?? [:])
        do {
            try reporters.finish()
        } catch {
            throw CommandFailure("failed to write \(error)", code: RunnerExitCode.internalError)
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// The `--test-plan`'s settings, read before anything is built so that a malformed plan
    /// costs no build: one line naming the file and the key, exit 2.
    private func testPlanApplication() throws(CommandFailure) -> TestPlanApplication? {
        guard let path = options.testPlan else { return nil }
        do {
            let settings = try TestPlanReader.read(path: path).settings(configuration: options.configuration)
            return TestPlanApplication(
                settings: settings, chosen: options.chosenOverPlan, fallbackSeed: UInt64.random(in: 1...999_999))
        } catch {
            let key = error.key.isEmpty ? "" : "key '\(error.key)': "
            throw CommandFailure("\(error.path): \(key)\(error.problem)", code: error.exitCode)
        }
    }

    /// The console (on stdout, or stderr when a report takes stdout) and the reports asked for.
    private func makeReporters(root: String, environment: [String: String], partition: String?) throws -> ReporterFanOut
    {
        let toStandardError = reports.claimsStandardOutput
        let descriptor: Int32 = toStandardError ? 2 : 1
        let handle = toStandardError ? FileHandle.standardError : FileHandle.standardOutput
        let write: (String) -> Void = { handle.write(Data($0.utf8)) }
        let console: any RunReporter
        switch format {
        case .human:
            let style = ConsoleStyle(
                isTerminal: isatty(descriptor) == 1 && environment["TERM"] != "dumb",
                width: Self.terminalWidth(descriptor))
            console = ConsoleReporter(style: style, captured: !options.noCapture, write: write)
        case .xctest:
            console = XCTestFormatReporter(write: write)
        }
        let context = ReportContext(
            packagePath: root, environment: environment, commandLine: CommandLine.arguments, partition: partition,
            machine: MachineConfiguration.current().summary)
        let extra: [any RunReporter]
        do {
            extra = try reports.makeReporters(context: context)
        } catch {
            throw CommandFailure("failed to set up a report: \(error)", code: RunnerExitCode.badInput)
        }
        return ReporterFanOut([console] + extra)
    }

    private static func terminalWidth(_ descriptor: Int32) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 100 }
        return Int(size.ws_col)
    }
}
