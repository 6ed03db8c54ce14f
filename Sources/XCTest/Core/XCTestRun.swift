internal import HarnessWire

/// The record of one run of an ``XCTest``: when it started and stopped, and what it counted.
///
/// ```swift
/// let run = try XCTUnwrap(testRun)
/// print(run.failureCount, run.hasSucceeded)
/// ```
open class XCTestRun {
    /// The test this run records.
    public let test: XCTest

    /// When the run started, or nil before ``start()``.
    open private(set) var startDate: Date?

    /// When the run stopped, or nil before ``stop()``.
    open private(set) var stopDate: Date?

    /// Seconds from start to stop; 0 until stopped.
    open var totalDuration: TimeInterval {
        guard let startDate, let stopDate else { return 0 }
        return stopDate.timeIntervalSince(startDate)
    }

    /// Seconds spent in tests; for a single test case, its ``totalDuration``.
    open var testDuration: TimeInterval { totalDuration }

    /// How many test cases the test runs.
    open var testCaseCount: Int { test.testCaseCount }

    /// How many times the test was executed (1 once stopped, for a test case).
    open private(set) var executionCount: Int = 0

    /// 1 if the test was skipped.
    open var skipCount: Int { hasBeenSkipped ? 1 : 0 }

    /// Failures recorded as expected (assertions).
    open private(set) var failureCount: Int = 0

    /// Failures recorded as unexpected (thrown errors).
    open private(set) var unexpectedExceptionCount: Int = 0

    /// Both kinds of failure together.
    open var totalFailureCount: Int { failureCount + unexpectedExceptionCount }

    /// True once stopped with no failure.
    open var hasSucceeded: Bool { isStopped && totalFailureCount == 0 }

    /// Whether the test was skipped.
    open private(set) var hasBeenSkipped = false

    public required init(test: XCTest) {
        self.test = test
    }

    /// Marks the run as started.
    open func start() {
        precondition(!isStarted, "Invalid attempt to start a test run that has already been started: \(test.name)")
        startDate = Date()
    }

    /// Marks the run as stopped and counts the execution.
    open func stop() {
        precondition(isStarted, "Invalid attempt to stop a test run that has not yet been started: \(test.name)")
        precondition(!isStopped, "Invalid attempt to stop a test run that has already been stopped: \(test.name)")
        executionCount += 1
        stopDate = Date()
    }

    /// Counts a failure; `expected` chooses between ``failureCount`` and
    /// ``unexpectedExceptionCount``.
    open func recordFailure(
        withDescription description: String, inFile filePath: String?, atLine lineNumber: Int, expected: Bool
    ) {
        if expected {
            failureCount += 1
        } else {
            unexpectedExceptionCount += 1
        }
    }

    /// Marks the run as skipped.
    func recordSkip(description: String, location: SourceLocation?) {
        hasBeenSkipped = true
    }

    var isStarted: Bool { startDate != nil }
    var isStopped: Bool { stopDate != nil }
}
