import Foundation
internal import HarnessWire
internal import Synchronization

/// What assertions need to know about the test (or class suite) they are made in.
///
/// The current context is task-local state: an assertion made in a child task sees its own
/// test even when another test has started meanwhile. Threads that are not tasks (a
/// `DispatchQueue.global()` block, a `Thread`) fall back to the one test this process is
/// running, because a bundle runs its tests one after the other.
final class TestContext: @unchecked Sendable {
    // @unchecked: the `let`s never change; every `var` is read and written under `lock` only.
    /// Whom issues recorded in this context belong to.
    enum Owner {
        case testCase(XCTestCase)
        case suite(XCTestSuite)
    }

    let owner: Owner
    /// `Class.testMethod` or the suite's name, for messages.
    let displayName: String
    /// The test's identifier; nil for a suite.
    let identifier: TestIdentifier?

    private let lock = NSRecursiveLock()
    private var isFinishedStorage = false
    private var expectedFailureScopes: [ExpectedFailureScope] = []
    private var interruptibleThread: pthread_t?
    private var interruptibleDepth = 0
    private var performanceMeterStorage: PerformanceMeter?

    init(testCase: XCTestCase) {
        owner = .testCase(testCase)
        displayName = testCase.name
        identifier = testCase.identifier
    }

    init(suite: XCTestSuite) {
        owner = .suite(suite)
        displayName = suite.name
        identifier = nil
    }

    // MARK: Which context is current

    @TaskLocal static var current: TestContext?

    /// The context an assertion made here belongs to.
    static func resolve() -> TestContext? {
        current ?? ActiveContext.shared.value
    }

    /// Runs `body` with `context` current, for tasks and for plain threads alike.
    static func withCurrent<R>(_ context: TestContext, _ body: () throws -> R) rethrows -> R {
        let previous = ActiveContext.shared.swap(context)
        defer { _ = ActiveContext.shared.swap(previous) }
        return try $current.withValue(context, operation: body)
    }

    /// Runs a class-level step (class `setUp()`/`tearDown()`) so its failures go to the suite.
    static func run(suite: XCTestSuite, _ body: @escaping () -> Void) {
        let context = TestContext(suite: suite)
        withCurrent(context) {
            _ = Interruption.run(in: context, body)
        }
        context.finish()
    }

    // MARK: Lifetime

    var isFinished: Bool { lock.withLock { isFinishedStorage } }

    /// Marks the test as over: later issues are reported as late, never dropped.
    func finish() {
        lock.withLock { isFinishedStorage = true }
    }

    // MARK: Performance

    /// The test's measurement, once `measure…` has been called: a test measures at most once,
    /// and a failure during the measurement aborts it.
    var performanceMeter: PerformanceMeter? {
        get { lock.withLock { performanceMeterStorage } }
        set { lock.withLock { performanceMeterStorage = newValue } }
    }

    // MARK: Expected failures

    func pushExpectedFailure(_ scope: ExpectedFailureScope) {
        lock.withLock { expectedFailureScopes.append(scope) }
    }

    func popExpectedFailure(_ scope: ExpectedFailureScope) {
        lock.withLock { expectedFailureScopes.removeAll { $0 === scope } }
    }

    /// The innermost enabled expected-failure scope that accepts `issue`, counted as matched.
    func matchExpectedFailure(_ issue: XCTIssue) -> ExpectedFailureScope? {
        lock.withLock {
            for scope in expectedFailureScopes.reversed() where scope.accepts(issue) {
                scope.matchCount += 1
                return scope
            }
            return nil
        }
    }

    /// Ends the scopes still open at the end of the test (the non-block form), reporting
    /// strict ones that matched nothing.
    func finishExpectedFailures() {
        let open = lock.withLock {
            defer { expectedFailureScopes = [] }
            return expectedFailureScopes
        }
        for scope in open.reversed() { scope.reportIfUnmatched() }
    }

    // MARK: Interruption (continueAfterFailure = false)

    func enterInterruptibleStep() {
        lock.withLock {
            if interruptibleDepth == 0 { interruptibleThread = pthread_self() }
            interruptibleDepth += 1
        }
    }

    func leaveInterruptibleStep() {
        lock.withLock {
            interruptibleDepth -= 1
            if interruptibleDepth == 0 { interruptibleThread = nil }
        }
    }

    var isOnInterruptibleThread: Bool {
        lock.withLock { interruptibleThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    var mustStopAfterFailure: Bool {
        guard case .testCase(let testCase) = owner else { return false }
        return !testCase.continueAfterFailure
    }
}

/// The context of the test this process is running now, for threads outside any task.
final class ActiveContext: Sendable {
    static let shared = ActiveContext()

    private let context = Mutex<TestContext?>(nil)

    var value: TestContext? { context.withLock { $0 } }

    /// Installs `newValue` and returns what it replaced.
    func swap(_ newValue: TestContext?) -> TestContext? {
        context.withLock { context in
            defer { context = newValue }
            return context
        }
    }
}
