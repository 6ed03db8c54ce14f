/// The abstract base of everything that can run: a test case or a suite of tests.
///
/// Subclass ``XCTestCase`` to write tests; `XCTest` itself is rarely used directly.
///
/// ```swift
/// let suite = XCTestSuite(name: "Smoke")
/// suite.addTest(MyTests(selector: "testLaunch"))
/// suite.run()
/// print(suite.testRun?.hasSucceeded ?? false)
/// ```
open class XCTest {
    /// The test's name, as printed in XCTest's console lines.
    open var name: String {
        fatalError("\(type(of: self)) must override `name`")
    }

    /// How many test cases this test runs when run.
    open var testCaseCount: Int {
        fatalError("\(type(of: self)) must override `testCaseCount`")
    }

    /// The `XCTestRun` subclass instantiated to record a run of this test.
    open var testRunClass: AnyClass? {
        fatalError("\(type(of: self)) must override `testRunClass`")
    }

    /// The record of the most recent run, set by ``run()``.
    open private(set) var testRun: XCTestRun? = nil

    /// Runs the test in the given run; subclasses override it.
    open func perform(_ run: XCTestRun) {
        fatalError("\(type(of: self)) must override `perform(_:)`")
    }

    /// Creates a run of ``testRunClass``, stores it in ``testRun`` and performs it.
    open func run() {
        guard let runType = testRunClass as? XCTestRun.Type else {
            fatalError("\(type(of: self)).testRunClass must be a subclass of XCTestRun")
        }
        let run = runType.init(test: self)
        testRun = run
        perform(run)
    }

    /// Asynchronous set-up, run before ``setUpWithError()`` for each test method.
    open func setUp() async throws {}

    /// Throwing set-up, run before ``setUp()`` for each test method.
    open func setUpWithError() throws {}

    /// Set-up run before each test method.
    open func setUp() {}

    /// Tear-down run after each test method.
    open func tearDown() {}

    /// Throwing tear-down, run after ``tearDown()``.
    open func tearDownWithError() throws {}

    /// Asynchronous tear-down, run last.
    open func tearDown() async throws {}

    public init() {}
}
