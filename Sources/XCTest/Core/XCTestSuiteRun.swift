/// The record of one run of an ``XCTestSuite``: the sum of its tests' runs.
open class XCTestSuiteRun: XCTestRun {
    /// The runs of the suite's tests, in order.
    open private(set) var testRuns: [XCTestRun] = []

    open override var totalDuration: TimeInterval { super.totalDuration }

    /// The children's totals, summed as each finished run is added: a suite's counts are read
    /// at every level as it finishes, and re-summing every child each time dominated the cost
    /// of large bundles.
    private var childTotals = ChildTotals()

    open override var testDuration: TimeInterval { childTotals.testDuration }

    open override var executionCount: Int { childTotals.executionCount }

    open override var skipCount: Int { childTotals.skipCount }

    open override var failureCount: Int { super.failureCount + childTotals.failureCount }

    open override var unexpectedExceptionCount: Int {
        super.unexpectedExceptionCount + childTotals.unexpectedExceptionCount
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
        childTotals.add(testRun)
    }

    private var testSuite: XCTestSuite {
        guard let suite = test as? XCTestSuite else {
            fatalError("XCTestSuiteRun records an XCTestSuite, not \(type(of: test))")
        }
        return suite
    }
}

/// Running sums of a suite's finished child runs.
private struct ChildTotals {
    var testDuration: TimeInterval = 0
    var executionCount = 0
    var skipCount = 0
    var failureCount = 0
    var unexpectedExceptionCount = 0

    mutating func add(_ run: XCTestRun) {
        testDuration += run.testDuration
        executionCount += run.executionCount
        skipCount += run.skipCount
        failureCount += run.failureCount
        unexpectedExceptionCount += run.unexpectedExceptionCount
    }
}
