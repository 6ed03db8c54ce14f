import HarnessWire

/// How to run: everything `harness test`'s options decide, as plain values.
///
/// ```swift
/// var configuration = RunConfiguration()
/// configuration.jobs = 4
/// configuration.retries = 2
/// ```
public struct RunConfiguration: Hashable, Sendable {
    /// Worker processes at once (at least 1).
    public var jobs: Int = 2
    /// Seconds a test may run before its worker is killed (sub-second values work).
    public var timeout: Double = 600
    /// Seconds after which a still-running test is reported as slow (once).
    public var slowAfter: Double = 60
    /// Seconds between SIGTERM and SIGKILL when a worker must die.
    public var killGrace: Double = 0.5
    /// Seconds running tests get to finish after the first SIGINT.
    public var interruptGrace: Double = 3
    /// Extra attempts for a test that failed, timed out or crashed.
    public var retries: Int = 0
    /// How many times the whole selection runs.
    public var repetitions: Int = 1
    /// Stop repeating after the first repetition with a failing test.
    public var untilFailure = false
    /// The seed of `--random-order`; nil keeps the listing order.
    public var randomSeed: UInt64?
    /// Capture each test's output (false: stream it live, one worker at a time).
    public var capture = true
    /// Output kept per test and stream, in bytes; the middle of longer output is cut.
    public var captureLimit = 256 * 1024
    /// Extra environment for every worker.
    public var environment: [String: String] = [:]
    /// Extra arguments for every worker (a test plan's launch arguments), passed after `--`
    /// so that the bundle never reads them as a filter.
    public var arguments: [String] = []
    /// Drive bundles through the toolchain XCTest's console output instead of the wire.
    public var toolchainConsole = false
    /// Run Swift Testing workers through the bundle's Harness entry point, which calls Swift
    /// Testing's ABI entry point in-process and so sees each `@Test` start and end (per-test
    /// coverage); only for bundles that link Harness's XCTest (not with ``toolchainConsole``).
    public var swiftTestingInProcess = false
    /// Whether a Swift Testing worker runs its batch's tests side by side, as `swift test` runs a
    /// bundle's (Swift Testing's own parallelism; `.serialized` suites stay in order), so tests
    /// that wait overlap their waits. A worker that dies with several tests running has each of
    /// them run again alone, so a crash still costs only the test that crashed.
    public var parallelSwiftTesting = true
    /// Only these cases of these parameterized Swift Testing functions run (by Swift Testing's
    /// case identifier, ``TestCaseOutcome/id``); a function not named runs all its cases. Only
    /// Harness's entry point in the worker can run some cases alone, so a run with cases chosen
    /// runs its Swift Testing workers in-process (``swiftTestingInProcess``).
    public var selectedCases: [TestIdentifier: Set<String>] = [:]
    /// The run folder kept attachments are written to (`--attachments DIR`); nil keeps none.
    public var attachmentsDirectory: String?

    public init() {}
}
