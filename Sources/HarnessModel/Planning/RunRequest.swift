import HarnessWire

/// What the user selected: filters, skips, partition, and the classes that must run alone.
///
/// ```swift
/// var request = RunRequest()
/// request.filters = [TestFilter("BasicFunctionsTests")]
/// request.partition = try Partition(parsing: "hash:1/2")
/// ```
public struct RunRequest: Hashable, Sendable {
    /// Tests to run; empty runs everything.
    public var filters: [TestFilter] = []
    /// Exactly these tests, when a selection chose them (`--changed`, watch mode, a list of
    /// IDs), each within its bundle: the same test ID in another bundle is another test. The
    /// filters, skips and test plan narrow them further. nil: every listed test.
    public var exactTests: Set<BundleTestIdentifier>?
    /// The order a list of IDs gave (`--ids-from`): classes start in the order of their first
    /// listed test, and a class's tests run in the list's order. nil: longest first.
    public var order: [TestIdentifier]?
    /// Tests to leave out, applied after `filters`.
    public var skips: [TestFilter] = []
    /// This machine's slice of the suite.
    public var partition: Partition?
    /// Classes that must run alone, beyond those whose names end in `SerialTests`.
    public var runAlone: [TestFilter] = []
    /// The test plan's selection (`--test-plan`): only the tests it includes run.
    package var testPlan: TestPlanSettings?
    /// `--failed-first` / `--rerun-failed`, from the run history.
    public var failures: FailureSelection?
    /// Workers a class longer than a fair share is split across (``ClassSplitting``); 1 or
    /// fewer never splits (`--no-split-classes`).
    public var splitClassesAcross = 1
    /// The `time` round this run cut with, its own shard included: set by the session after
    /// planning, kept by the run history (``PartitionRound``).
    public var partitionRound: PartitionRound?

    public init() {}
}
