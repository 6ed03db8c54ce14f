/// The record of one run of an ``XCTestSuite``: the sum of its tests' runs.
open class XCTestSuiteRun: XCTestRun {
    /// The runs of the suite's tests, in order.
    open private(set) var testRuns: [XCTestRun] = []

    open override var totalDuration: TimeInterval { super.totalDuration }

    open override var testDuration: TimeInterval {
        testRuns.reduce(0) { $0 + $1.testDuration }
    }

    open override var executionCount: Int {
        testRuns.reduce(0) { $0 + $1.executionCount }
    }

    open override var skipCount: Int {
        testRuns.reduce(0) { $0 + $1.skipCount }
    }

    open override var failureCount: Int {
        testRuns.reduce(super.failureCount) { $0 + $1.failureCount }
    }

    open override var unexpectedExceptionCount: Int {
        testRuns.reduce(super.unexpectedExceptionCount) { $0 + $1.unexpectedExceptionCount }
    }

    open override func start() {
        super.start()
        XCTestObservationCenter.shared.testSuiteWillStart(testSuite)
    }

    open override func stop() {
        super.stop()
        XCTestObservationCenter.shared.testSuiteDidFinish(testSuite)
    }

    /// Adds a finished test's run to the totals.
    open func addTestRun(_ testRun: XCTestRun) {
        testRuns.append(testRun)
    }

    private var testSuite: XCTestSuite {
        guard let suite = test as? XCTestSuite else {
            fatalError("XCTestSuiteRun records an XCTestSuite, not \(type(of: test))")
        }
        return suite
    }
}
