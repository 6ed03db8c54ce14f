import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessCommandOptions
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
    @OptionGroup var idList: IDListOptions
    @OptionGroup var archiveOptions: ArchiveOptions

    @Option(help: "Console output: human (default) or xctest (the toolchain's console format).")
    var format: Format = .human

    func validate() throws {
        try validateWatch()
        try archiveOptions.validate(with: package)
        if idList.idsFrom != nil, changedOptions.isRequested || watching.watch {
            throw ValidationError("--ids-from chooses the tests itself: drop --changed and --watch, or drop --ids-from")
        }
        if archiveOptions.archive != nil, changedOptions.isRequested || watching.watch || coverageOptions.coverage {
            throw ValidationError(
                "--archive runs built bundles without their sources, so it takes no --changed, --watch or --coverage")
        }
    }

    /// Maps the options to the session's settings, runs the session once (or watches), and
    /// maps its result to an exit code.
    func run() throws {
        let selection = try idList.selection() ?? changedOptions.selection ?? .requested
        let archive = try archiveOptions.open()
        defer { archive?.remove() }
        let settings = try sessionSettings(archive: archive)
        if watching.watch { return try runWatch(settings) }
        if let archive { archiveOptions.seedHistory(from: archive, into: settings.historyPath) }
        let session = try TestSession(settings, source: archive.map(archiveOptions.source))
        let console = Self.console(
            format: format, frame: xctestFrame, captured: !options.noCapture,
            toStandardError: settings.reports.claimsStandardOutput,
            environment: settings.environment)
        switch try session.run(selection, reporter: console) {
        case .nothingToRerun(let line):
            print(line)
        case .nothingSelected:
            return
        case .planned(let plan, _, _):
            print(SchedulingOptions.dryRunLines(plan: plan).joined(separator: "\n"))
        case .ran(let outcome):
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }

    /// The options as the session's settings. A malformed test plan costs no build: one line
    /// naming the file and the key, exit 2.
    func sessionSettings(archive: UnpackedArchive? = nil) throws(HarnessFailure) -> SessionSettings {
        let root = archive == nil ? try package.packageRoot() : archiveOptions.root
        let (coverageRequest, filters) = coverageOptions.request(root: root, filters: options.testFilters)
        if changedOptions.isRequested, !filters.isEmpty {
            throw HarnessFailure(
                "--changed chooses the tests itself; drop the filters (\(filters.joined(separator: " ")))",
                code: RunnerExitCode.badInput)
        }
        var settings = SessionSettings(packageRoot: root, environment: ProcessInfo.processInfo.environment)
        settings.request.filters = filters.map(TestFilter.init)
        settings.request.skips = options.skip.map(TestFilter.init)
        settings.request.runAlone = options.runAlone.map(TestFilter.init)
        settings.configuration = options.configuration(seed: options.randomSeed())
        settings.configuration.attachmentsDirectory = reports.attachmentsDirectory(packageRoot: root)
        settings.build = try package.buildSettings()
        settings.partition = options.partition
        settings.timingReports = options.timingsFrom
        settings.failureMode = history.failureMode
        settings.splitsClasses = !scheduling.noSplitClasses
        settings.plansOnly = scheduling.dryRun
        settings.coverage = coverageRequest
        settings.reports = reports.settings()
        settings.historyPath = history.path()
        // --changed's and --coverage's lines go beside the console, on its stream.
        if settings.reports.claimsStandardOutput {
            settings.write = { FileHandle.standardError.write(Data($0.utf8)) }
        }
        if let planApplication = try testPlanApplication() {
            planApplication.apply(to: &settings.request, &settings.configuration)
            settings.notices = planApplication.notices
        }
        return settings
    }

    /// The `--test-plan`'s settings, read before anything is built so that a malformed plan
    /// costs no build: one line naming the file and the key, exit 2.
    private func testPlanApplication() throws(HarnessFailure) -> TestPlanApplication? {
        guard let path = options.testPlan else { return nil }
        do {
            let settings = try TestPlanReader.read(path: path).settings(configuration: options.configuration)
            return TestPlanApplication(
                settings: settings, chosen: options.chosenOverPlan, fallbackSeed: UInt64.random(in: 1...999_999))
        } catch {
            let key = error.key.isEmpty ? "" : "key '\(error.key)': "
            throw HarnessFailure("\(error.path): \(key)\(error.problem)", code: error.exitCode)
        }
    }

    /// The console (on standard output, or standard error when a report takes standard output).
    static func console(
        format: Format, frame: XCTestFormatFormatter.Frame = .selected, captured: Bool, toStandardError: Bool,
        environment: [String: String]
    ) -> any RunReporter {
        let descriptor: Int32 = toStandardError ? 2 : 1
        let handle = toStandardError ? FileHandle.standardError : FileHandle.standardOutput
        let write: (String) -> Void = { handle.write(Data($0.utf8)) }
        switch format {
        case .human:
            let style = ConsoleStyle(
                isTerminal: isatty(descriptor) == 1 && environment["TERM"] != "dumb",
                width: Self.terminalWidth(descriptor))
            return ConsoleReporter(style: style, captured: captured, write: write)
        case .xctest:
            let colored =
                isatty(descriptor) == 1 && environment["TERM"] != "dumb" && environment["NO_COLOR"] == nil
            return XCTestFormatReporter(frame: frame, colored: colored, write: write)
        }
    }

    /// The suites `--format xctest` prints around the classes, as `swift test` frames the same
    /// run: `All tests` and the bundle's suite (named after the products' folder, `debug.xctest`)
    /// when nothing narrows the run, `Selected tests` otherwise.
    var xctestFrame: XCTestFormatFormatter.Frame {
        let narrowed =
            !options.testFilters.isEmpty || !options.skip.isEmpty || options.partition != nil
            || options.testPlan != nil || history.failureMode != nil || changedOptions.isRequested
            || idList.idsFrom != nil
        guard !narrowed else { return .selected }
        let products = package.buildInputs.builtProducts.map { URL(fileURLWithPath: $0).lastPathComponent }
        return .all(bundleSuite: "\(products ?? "debug").xctest")
    }

    private static func terminalWidth(_ descriptor: Int32) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 100 }
        return Int(size.ws_col)
    }
}
