import HarnessWire

/// `--failed-first` and `--rerun-failed`: what the run history says failed last time, as
/// plain data for the planner.
///
/// A test is *failing* when its latest recorded result failed, crashed, timed out or could
/// not run because its host failed to launch; *known* when the history has any result for it.
/// Tests are named with their bundle (``BundleTestIdentifier``), so XCTest and Swift Testing
/// tests are treated alike.
///
/// ```swift
/// request.failures = FailureSelection(mode: .rerunFailed, failing: failing, known: known)
/// let plan = try RunPlanner(inventory: inventory, request: request, history: history).plan()
/// ```
public struct FailureSelection: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable {
        /// Everything runs; classes holding a failing test start first.
        case failedFirst
        /// Only the failing tests run, plus the tests the history has never seen.
        case rerunFailed
    }

    public var mode: Mode
    /// The tests whose latest result fails a run.
    public var failing: Set<BundleTestIdentifier>
    /// Every test the history has a result for.
    public var known: Set<BundleTestIdentifier>

    public init(mode: Mode, failing: Set<BundleTestIdentifier>, known: Set<BundleTestIdentifier>) {
        self.mode = mode
        self.failing = failing
        self.known = known
    }

    /// What `--rerun-failed` says when nothing is left to rerun.
    public static let nothingToRerunLine =
        "Nothing to rerun: no selected test failed, crashed or timed out last time, and none is new."

    /// Whether the test may run under this mode.
    public func keeps(_ test: BundleTestIdentifier) -> Bool {
        guard mode == .rerunFailed else { return true }
        return failing.contains(test) || !known.contains(test)
    }

    /// The tests of `inventory` that `--rerun-failed` would run; empty means nothing failed
    /// last time and every test was seen before.
    public func rerunnable(in inventory: TestInventory) -> [BundleTestIdentifier] {
        inventory.allTests.filter(keeps)
    }

    /// `units` with the classes that hold a failing test moved to the front, each group in
    /// its previous order, so a fix is confirmed (or not) in the first seconds of the run.
    public func failedFirst(_ units: [ClassUnit], bundles: [TestBundle]) -> [ClassUnit] {
        guard !failing.isEmpty else { return units }
        func holdsFailure(_ unit: ClassUnit) -> Bool {
            let bundle = bundles[unit.bundle].name
            return unit.tests.contains { failing.contains(BundleTestIdentifier(bundle: bundle, id: $0)) }
        }
        return units.filter(holdsFailure) + units.filter { !holdsFailure($0) }
    }
}
