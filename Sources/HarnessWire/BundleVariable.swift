/// Every environment variable through which a runner (or a user) configures a Harness test
/// bundle. Each name is defined here once; the runner writes it and the bundle reads it from
/// here, never from a literal of its own.
///
/// ```swift
/// environment[BundleVariable.wireFileDescriptor.name] = "3"
/// ```
///
/// Most of them are the runner's business with the bundle: the bundle takes them out of its
/// environment before any test runs (``isConsumedByBundle``), so that a process a test starts
/// sees what it would see under `swift test`. The baseline variables are a user's settings
/// (`HARNESS_BASELINE=record swift test`) and stay, as any variable the user sets does.
public enum BundleVariable: String, CaseIterable, Sendable {
    /// An inherited file descriptor to write wire events to.
    case wireFileDescriptor = "HARNESS_WIRE_FD"
    /// A file to append wire events to (created if missing).
    case wirePath = "HARNESS_WIRE_PATH"
    /// `none`: with a wire, print no XCTest console lines (``BundleSettings/printsConsole``).
    case console = "HARNESS_CONSOLE"
    /// `filter`: run classes and methods in the filter's order, not discovery order.
    case testOrder = "HARNESS_TEST_ORDER"
    /// Set in a child of a split application-bundle run: the one host group it runs.
    case hostGroup = "HARNESS_HOST_GROUP"
    /// The default execution time allowance, in seconds, of tests that set none.
    case executionTimeAllowance = "HARNESS_EXECUTION_TIME_ALLOWANCE"
    /// What a run does with performance baselines (`compare`, `record`, `accept`, …).
    case baselineMode = "HARNESS_BASELINE"
    /// `1`, `true` or `yes`: a measured metric without a baseline fails its test.
    case performanceStrict = "HARNESS_PERFORMANCE_STRICT"
    /// The folder of the baseline files, instead of each test's source folder.
    case baselineDirectory = "HARNESS_BASELINE_DIR"
    /// A folder where the bundle records the functions each test entered (`--coverage per-test`):
    /// one ``TestCoverageRecord`` line per test in `<pid>.functions.jsonl` (Documentation/Coverage.md).
    case coveragePerTestDirectory = "HARNESS_COVERAGE_PER_TEST_DIR"
    /// A file (or `/dev/fd/N`) holding a Swift Testing configuration (the JSON of its
    /// `--configuration-path`): the bundle's Harness entry point runs those `@Test` functions
    /// in-process through Swift Testing's ABI entry point, so that it sees each one start and
    /// end (per-test coverage of Swift Testing tests; Documentation/Coverage.md).
    case swiftTestingConfiguration = "HARNESS_SWIFT_TESTING_CONFIGURATION"
    /// The LLVM profile runtime's own variable: where an instrumented process writes its
    /// profile (`%p` is its process id). The bundle never reads it; the runner sets it so that
    /// every worker process writes a profile of its own.
    case profileFile = "LLVM_PROFILE_FILE"

    /// The variable's name in the environment.
    public var name: String { rawValue }

    /// Whether the bundle removes the variable from its environment before tests run.
    public var isConsumedByBundle: Bool {
        switch self {
        case .wireFileDescriptor, .wirePath, .console, .testOrder, .hostGroup, .executionTimeAllowance,
            .coveragePerTestDirectory, .swiftTestingConfiguration:
            true
        // A process a test starts from an instrumented executable writes a profile of its own,
        // which counts: the code ran.
        case .baselineMode, .performanceStrict, .baselineDirectory, .profileFile: false
        }
    }

    /// The variables a bundle consumes.
    public static var consumedByBundle: [BundleVariable] { allCases.filter(\.isConsumedByBundle) }
}
