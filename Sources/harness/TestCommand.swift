import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessSession

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

    func validate() throws {
        try validateWatch()
    }

    /// Builds the session's settings and stages, runs it, and maps its result to an exit code.
    func run() throws {
        if watching.watch { return try runWatch() }
        let root = try package.packageRoot()
        let seed = options.randomSeed()
        let (coverageRequest, filters) = coverageOptions.request(root: root, filters: options.testFilters)
        if changedOptions.isRequested, !filters.isEmpty {
            throw CommandFailure(
                "--changed chooses the tests itself; drop the filters (\(filters.joined(separator: " ")))",
                code: RunnerExitCode.badInput)
        }
        var request = RunRequest()
        request.filters = filters.map(TestFilter.init)
        request.skips = options.skip.map(TestFilter.init)
        request.runAlone = options.runAlone.map(TestFilter.init)
        request.randomSeed = seed
        var settings = TestSession.Settings(
            packageRoot: root, environment: ProcessInfo.processInfo.environment, request: request,
            configuration: options.configuration(seed: seed))
        settings.configuration.toolchainConsole = package.xctest == .toolchain
        settings.configuration.attachmentsDirectory = reports.attachmentsDirectory(packageRoot: root)
        settings.partition = options.partition
        settings.failureMode = history.failureMode
        settings.splitsClasses = !scheduling.noSplitClasses
        settings.plansOnly = scheduling.dryRun
        if let planApplication = try testPlanApplication() {
            planApplication.apply(to: &settings.request, &settings.configuration)
            settings.notices = planApplication.notices
        }
        var session = try Self.failing { () throws(TestSession.Failure) in try TestSession(settings) }
        let reporters = try makeReporters(
            root: root, environment: settings.environment, partition: session.request.partition.map { "\($0)" })
        let coverage = try coverageRequest.map { request throws(CommandFailure) in
            try CoverageRun.start(request, swift: PackageBuilder.defaultSwift())
        }
        var stages = TestSession.Stages { () throws(TestSession.Failure) in
            try Self.staged { () throws(CommandFailure) in
                try package.inventory(root: root, buildJobs: nil, instrumented: coverage != nil)
            }
        }
        // --changed's and --coverage's lines go through the reporter's handle, in order with it.
        let write: (String) -> Void =
            reports.claimsStandardOutput
            ? { FileHandle.standardError.write(Data($0.utf8)) } : { FileHandle.standardOutput.write(Data($0.utf8)) }
        let store = history.store(root: root)
        if changedOptions.isRequested {
            let changedRevision = try changedOptions.revision(root: root)
            let description = try package.buildInputs.suppliedDescription()
            // Bundles built elsewhere (the plugin under `swift package --scratch-path`): their
            // scratch folder is build output too.
            let products = package.buildInputs.builtProducts.map(package.buildInputs.absolute)
            let scope = ChangeScope(
                root: root, scratchFolders: products.map { [ChangeScope.scratchFolder(ofProducts: $0)] } ?? [])
            stages.select = { inventory, facts throws(TestSession.Failure) in
                try Self.staged { () throws(CommandFailure) in
                    try changedOptions.select(
                        root: root, revision: changedRevision, inventory: inventory, store: store, facts: facts,
                        description: description, scope: scope, write: { write("\($0)\n") })
                }
            }
        }
        if let coverage {
            session.settings.configuration.environment.merge(coverage.workerEnvironment) { $1 }
            // A @Test's own coverage needs Harness's entry point around it (SwiftTestingHost).
            session.settings.configuration.swiftTestingInProcess =
                coverage.collector.request.mode == .perTest && !session.settings.configuration.toolchainConsole
            let jobs = settings.configuration.jobs
            stages.finish = { outcome, inventory in
                coverage.finish(inventory: inventory, outcome: outcome, jobs: jobs, print: write)
            }
        }
        let result = try Self.failing { () throws(TestSession.Failure) in
            try session.run(history: store, reporter: reporters, stages: stages)
        }
        switch result {
        case .nothingToRerun(let line):
            print(line)
        case .nothingSelected:
            return
        case .planned(let plan, _, _):
            print(SchedulingOptions.dryRunLines(plan: plan).joined(separator: "\n"))
        case .ran(let outcome):
            do {
                try reporters.finish()
            } catch {
                throw CommandFailure("failed to write \(error)", code: RunnerExitCode.internalError)
            }
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
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
            console = XCTestFormatReporter(frame: xctestFrame, write: write)
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

    /// The suites `--format xctest` prints around the classes, as `swift test` frames the same
    /// run: `All tests` and the bundle's suite (named after the products' folder, `debug.xctest`)
    /// when nothing narrows the run, `Selected tests` otherwise.
    private var xctestFrame: XCTestFormatFormatter.Frame {
        let narrowed =
            !options.testFilters.isEmpty || !options.skip.isEmpty || options.partition != nil
            || options.testPlan != nil || history.failureMode != nil || changedOptions.isRequested
        guard !narrowed else { return .selected }
        let products = package.buildInputs.builtProducts.map { URL(fileURLWithPath: $0).lastPathComponent }
        return .all(bundleSuite: "\(products ?? "debug").xctest")
    }

    /// Runs a session's step; its failure becomes the command's (`error: …`, its exit code).
    private static func failing<T>(_ step: () throws(TestSession.Failure) -> T) throws(CommandFailure) -> T {
        do {
            return try step()
        } catch {
            throw CommandFailure(error.message, code: error.code)
        }
    }

    /// Runs one of the command's stages for the session; its failure becomes the session's.
    private static func staged<T>(_ stage: () throws(CommandFailure) -> T) throws(TestSession.Failure) -> T {
        do {
            return try stage()
        } catch {
            throw TestSession.Failure(error.message, code: error.code)
        }
    }

    private static func terminalWidth(_ descriptor: Int32) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 100 }
        return Int(size.ws_col)
    }
}
