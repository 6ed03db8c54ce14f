import Synchronization

/// What Harness's XCTest runs when a test ends, after its tear-down and before its result,
/// on the test's thread: actions registered while the test ran by a library of the test
/// process that does not link XCTest. `HarnessLaunch` registers the stop of each program a
/// test launched outside any scope (through the C hook `harness_xctest_at_test_end`, which
/// Harness's XCTest defines: the library a package runs against under `harness test` has its
/// own copy of this type), so that under Harness's XCTest every program a test launched is
/// stopped at its end. The toolchain's XCTest has no such hook.
///
/// ```swift
/// // Harness's XCTest, around one test:
/// let actions = TestEndActions(test: identifier)
/// TestEndActions.$current.withValue(actions) { invokeTest() }
/// for failure in actions.run(testFailed: !testRun.hasSucceeded) { record(failure) }
/// ```
public final class TestEndActions: Sendable {
    /// An action: given whether the test failed, returns the failures to record on it.
    public typealias Action = @Sendable (_ testFailed: Bool) -> [String]

    /// The actions of the test the calling task runs, under Harness's XCTest; nil elsewhere.
    @TaskLocal public static var current: TestEndActions?

    /// The test they belong to.
    public let test: TestIdentifier
    private let actions = Mutex<[Action]>([])

    public init(test: TestIdentifier) {
        self.test = test
    }

    /// Adds an action, run once when the test ends, after those added before it.
    public func add(_ action: @escaping Action) {
        actions.withLock { $0.append(action) }
    }

    /// Runs every action added so far, in order, once, on the calling thread; the failures
    /// they returned.
    public func run(testFailed: Bool) -> [String] {
        let taken = actions.withLock { actions in
            defer { actions.removeAll() }
            return actions
        }
        return taken.flatMap { $0(testFailed) }
    }
}
