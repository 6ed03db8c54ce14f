internal import HarnessWire

/// The closure SwiftPM's test discovery hands over for each test method.
public typealias XCTestCaseClosure = (XCTestCase) throws -> Void

/// One test class and its test methods, as SwiftPM's generated runner passes them to ``XCTMain(_:)``.
public typealias XCTestCaseEntry = (testCaseClass: XCTestCase.Type, allTests: [(String, XCTestCaseClosure)])

/// The base class of every test class.
///
/// Each `test…` method runs on a **new instance** of its class, between `setUp` and
/// `tearDown`; the class's own `setUp()` and `tearDown()` run once around all of them.
///
/// ```swift
/// import XCTest
/// @testable import Calculator
///
/// final class AdditionTests: XCTestCase {
///     var calculator: Calculator!
///
///     override func setUp() { calculator = Calculator() }
///
///     func testCarry() {
///         XCTAssertEqual(calculator.add(9, 1), 10, "carry into the tens")
///     }
/// }
/// ```
open class XCTestCase: XCTest {
    let testClosure: XCTestCaseClosure
    let methodName: String
    private let fullName: String

    /// What a test method skipped itself with, if it did.
    var skip: XCTSkip?

    /// The state shared with assertions while this test runs.
    var context: TestContext?

    /// `Module.Class/method`, once computed (see `identifier`).
    var cachedIdentifier: TestIdentifier?

    /// Tear-down blocks added by ``addTeardownBlock(_:)-…``, run last-added first.
    let teardownBlocks = TeardownBlocks()

    /// Expectations this test vended and its execution time allowance (Asynchronous/).
    let asyncState = TestCaseAsyncState()

    private var continuesAfterFailure = true

    /// `Class.testMethod`, as XCTest prints it.
    open override var name: String { fullName }

    open override var testCaseCount: Int { 1 }

    open override var testRunClass: AnyClass? { XCTestCaseRun.self }

    /// Creates the instance that runs one test method; SwiftPM's runner calls it for you.
    public required init(name: String, testClosure: @escaping XCTestCaseClosure) {
        self.methodName = name
        self.fullName = "\(TypeNames.shared.names(of: type(of: self)).className).\(name)"
        self.testClosure = testClosure
    }

    /// Whether the test method goes on after an assertion fails.
    ///
    /// Set it to `false` (usually in `setUp()`) to stop a synchronous test method at its
    /// first failure; tear-down still runs. The toolchain's XCTest on Linux ignores this
    /// setting; Harness honours it as Apple's XCTest does.
    open var continueAfterFailure: Bool {
        get { continuesAfterFailure }
        set { continuesAfterFailure = newValue }
    }

    /// Seconds this test may run before it is reported as timed out (see
    /// `XCTestCase+ExecutionTimeAllowance.swift` for rounding and defaults).
    ///
    /// Settable and overridable, as Apple's declaration is; an override needs both accessors:
    ///
    /// ```swift
    /// override var executionTimeAllowance: TimeInterval {
    ///     get { 120 }
    ///     set {}
    /// }
    /// ```
    open var executionTimeAllowance: TimeInterval {
        get { asyncState.explicitAllowance ?? ExecutionTimeAllowance.bundleDefault }
        set { asyncState.explicitAllowance = newValue }
    }

    /// Set-up run once before the first test method of the class.
    open class func setUp() {}

    /// Tear-down run once after the last test method of the class.
    open class func tearDown() {}

    /// A suite of every test method of this class, as discovery registered them.
    open class var defaultTestSuite: XCTestSuite {
        let suite = XCTestSuite(name: String(describing: self))
        for (name, closure) in DiscoveredTests.shared.tests(of: self) {
            suite.addTest(self.init(name: name, testClosure: closure))
        }
        return suite
    }

    /// Registers a block to run after the test method, before `tearDown()`.
    open func addTeardownBlock(_ block: @escaping () -> Void) {
        teardownBlocks.append { block() }
    }

    /// Registers an asynchronous, throwing block to run after the test method.
    public func addTeardownBlock(_ block: @Sendable @escaping () async throws -> Void) {
        teardownBlocks.appendAsync(block)
    }

    /// Records a failure in the current run; assertions call it, and subclasses may
    /// override it to observe failures (call `super` to keep them).
    open func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        let issue =
            IssueInFlight.take(description: description, filePath: filePath, lineNumber: lineNumber)
            ?? XCTIssue(
                type: expected ? .assertionFailure : .thrownError,
                compactDescription: description,
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: filePath, lineNumber: lineNumber))
            )
        record(issue)
    }

    /// Records an issue in the current run (`recordFailure` calls it). Not public, unlike on
    /// Apple's platforms: a new public member here would shadow a global `record(…)` in
    /// existing Linux test code.
    func record(_ issue: XCTIssue) {
        guard let run = testRun, run.isStarted, !run.isStopped else {
            LateIssueReporter.report(issue, testName: name)
            return
        }
        // As in the toolchain's XCTest, a failure ends a measurement in progress.
        context?.performanceMeter?.abort()
        IssueInFlight.carry(issue) {
            run.recordFailure(
                withDescription: issue.compactDescription,
                inFile: issue.sourceCodeContext.location?.filePath,
                atLine: issue.sourceCodeContext.location?.lineNumber ?? 0,
                expected: !issue.isUnexpected
            )
        }
    }

    open override func perform(_ run: XCTestRun) {
        guard let caseRun = run as? XCTestCaseRun else {
            fatalError("XCTestCase.perform(_:) needs an XCTestCaseRun, not \(type(of: run))")
        }
        let context = TestContext(testCase: self)
        self.context = context
        let endActions = TestEndActions(test: identifier)
        TestContext.withCurrent(context) {
            caseRun.start()
            // Asynchronous/: the watchdog reports a test that outlives its allowance, and
            // expectations the test made but never waited for fail it.
            TestEndActions.$current.withValue(endActions) {
                runWithinExecutionTimeAllowance(context) { invokeTest() }
            }
            runEndActions(endActions, in: caseRun)
            finishExpectations(context)
            context.finishExpectedFailures()
            caseRun.stop()
        }
        context.finish()
    }

    /// Runs what libraries registered for the test's end (``TestEndActions``: HarnessLaunch
    /// stops the programs the test launched) and records the failures they return on it.
    private func runEndActions(_ actions: TestEndActions, in run: XCTestCaseRun) {
        for failure in actions.run(testFailed: !run.hasSucceeded) {
            record(XCTIssue(type: .assertionFailure, compactDescription: failure))
        }
    }

    /// Runs set-up, the test method and tear-down; override to wrap the whole invocation.
    open func invokeTest() {
        performSetUpSequence()
        performTestMethod()
        if let skip {
            testRun?.recordSkip(description: skip.summary, location: skip.location)
        }
        performTearDownSequence()
    }
}
