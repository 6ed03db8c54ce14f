import Foundation
internal import HarnessWire

/// Delivers the progress of a run to every registered ``XCTestObservation``, and to the
/// bundle's own console and wire outputs.
///
/// ```swift
/// XCTestObservationCenter.shared.addTestObserver(myObserver)
/// ```
public class XCTestObservationCenter: @unchecked Sendable {
    // @unchecked: every `var` is read and written under `lock` (recursive: observers may call back in);
    // `nestedRunConsole` locks itself.
    private static let sharedCenter = XCTestObservationCenter()

    /// The center of this process.
    public class var shared: XCTestObservationCenter { sharedCenter }

    private let lock = NSRecursiveLock()
    private var observers: [any XCTestObservation] = []
    private var sinks: [any EventSink] = []

    private var reportsOutputOffsetsStorage = false

    /// The test cases running now, outermost first. A test case run by hand inside a test
    /// (`Helper(name:testClosure:).run()` in a test method, as BDD frameworks and tests of test
    /// cases do) belongs to the outer test: its lines are printed into the outer test's output,
    /// as the toolchain prints them, and its events stay off the wire, where the runner knows
    /// only the tests it planned. Its failures are its own run's, not the outer test's (the
    /// toolchain's counts, too).
    private var runningCases: [ObjectIdentifier] = []
    /// Prints a nested run's console lines, whatever the bundle's console setting: under a
    /// runner (`HARNESS_CONSOLE=none`) they are the outer test's captured output.
    private let nestedRunConsole = ConsoleWriter()

    /// Whether test events carry standard output/error offsets (only the runner needs them,
    /// and they cost two flushes and two system calls per event).
    var reportsOutputOffsets: Bool {
        get { lock.withLock { reportsOutputOffsetsStorage } }
        set { lock.withLock { reportsOutputOffsetsStorage = newValue } }
    }

    init() {}

    /// Registers an observer; adding the same object twice has no effect.
    public func addTestObserver(_ testObserver: any XCTestObservation) {
        lock.withLock {
            guard !observers.contains(where: { $0 === testObserver }) else { return }
            observers.append(testObserver)
        }
    }

    /// Unregisters an observer.
    public func removeTestObserver(_ testObserver: any XCTestObservation) {
        lock.withLock { observers.removeAll { $0 === testObserver } }
    }

    /// Adds one of the bundle's own outputs.
    func addSink(_ sink: any EventSink) {
        lock.withLock { sinks.append(sink) }
    }

    private func emit(_ kind: WireEvent.Kind) {
        let event = WireEvent(kind)
        for sink in lock.withLock({ sinks }) { sink.receive(event) }
    }

    /// Sends a nested run's event to its own console writer only (see ``runningCases``).
    private func emit(_ kind: WireEvent.Kind, nested: Bool) {
        guard nested else { return emit(kind) }
        nestedRunConsole.receive(WireEvent(kind))
    }

    /// Whether a test case is running: one that starts now runs inside it.
    var isTestCaseRunning: Bool {
        lock.withLock { !runningCases.isEmpty }
    }

    /// Whether `testCase` runs inside another test case's run.
    private func isNested(_ testCase: XCTestCase) -> Bool {
        lock.withLock { runningCases.count > 1 && runningCases.first != ObjectIdentifier(testCase) }
    }

    private func forEachObserver(_ body: (any XCTestObservation) -> Void) {
        for observer in lock.withLock({ observers }) { body(observer) }
    }

    // MARK: Notifications from the framework

    func testBundleWillStart(_ bundle: Bundle, name: String, testCount: Int, host: TestHostRecord? = nil) {
        emit(
            .runStarted(
                .init(
                    bundle: name, processID: ProcessInfo.processInfo.processIdentifier, testCount: testCount, host: host
                )))
        forEachObserver { $0.testBundleWillStart(bundle) }
    }

    func testBundleDidFinish(_ bundle: Bundle, counts: SuiteCounts, exitCode: Int32) {
        forEachObserver { $0.testBundleDidFinish(bundle) }
        emit(.runFinished(.init(counts: counts, exitCode: exitCode)))
    }

    func testSuiteWillStart(_ suite: XCTestSuite) {
        emit(.suiteStarted(.init(suite: suite.name)))
        forEachObserver { $0.testSuiteWillStart(suite) }
    }

    func testSuiteDidFinish(_ suite: XCTestSuite) {
        forEachObserver { $0.testSuiteDidFinish(suite) }
        if let run = suite.testRun {
            emit(.suiteFinished(.init(suite: suite.name, counts: run.counts)))
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        let nested = lock.withLock {
            runningCases.append(ObjectIdentifier(testCase))
            return runningCases.count > 1
        }
        // The offsets bound the outer test's output; a nested run has none of its own.
        let offsets = reportsOutputOffsets && !nested ? OutputOffsets.current() : (stdout: nil, stderr: nil)
        emit(
            .testStarted(.init(test: testCase.identifier, stdoutOffset: offsets.stdout, stderrOffset: offsets.stderr)),
            nested: nested)
        forEachObserver { $0.testCaseWillStart(testCase) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        forEachObserver { $0.testCaseDidFinish(testCase) }
        let nested = isNested(testCase)
        defer {
            lock.withLock {
                if let index = runningCases.lastIndex(of: ObjectIdentifier(testCase)) { runningCases.remove(at: index) }
            }
        }
        guard let run = testCase.testRun else { return }
        let offsets = reportsOutputOffsets && !nested ? OutputOffsets.current() : (stdout: nil, stderr: nil)
        emit(
            .testFinished(
                .init(
                    test: testCase.identifier, outcome: run.outcome, duration: run.totalDuration,
                    stdoutOffset: offsets.stdout, stderrOffset: offsets.stderr,
                    exceededTimeAllowance: (run as? XCTestCaseRun)?.exceededTimeAllowance
                )),
            nested: nested)
    }

    /// An issue the test recorded. Observers hear of it through `testCase(_:didRecord:)` only,
    /// whose default tells the older description method (Apple's order of precedence).
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        emit(
            .issueRecorded(.init(test: testCase.identifier, issue: issue.record(isKnownFailure: false, reason: nil))),
            nested: isNested(testCase))
        forEachObserver { $0.testCase(testCase, didRecord: issue) }
    }

    func testCase(_ testCase: XCTestCase, didRecordExpectedFailure expectedFailure: XCTExpectedFailure) {
        let record = expectedFailure.issue.record(isKnownFailure: true, reason: expectedFailure.failureReason)
        emit(.issueRecorded(.init(test: testCase.identifier, issue: record)), nested: isNested(testCase))
        forEachObserver { $0.testCase(testCase, didRecord: expectedFailure) }
    }

    func testCase(_ testCase: XCTestCase, wasSkippedWithDescription description: String, at location: SourceLocation?) {
        emit(
            .testSkipped(.init(test: testCase.identifier, description: description, location: location)),
            nested: isNested(testCase))
    }

    func testSuite(_ suite: XCTestSuite, didRecord issue: XCTIssue) {
        emit(
            .issueRecorded(.init(test: nil, suite: suite.name, issue: issue.record(isKnownFailure: false, reason: nil)))
        )
        forEachObserver { $0.testSuite(suite, didRecord: issue) }
    }

    /// A performance test measured a metric (the console prints the toolchain's `measured` line).
    func testCase(_ testCase: XCTestCase, didMeasure measured: WireEvent.Measured) {
        emit(.measured(measured), nested: isNested(testCase))
    }

    func lateIssue(_ issue: XCTIssue, testName: String?, consoleLine: String) {
        var record = issue.record(isKnownFailure: false, reason: nil)
        record.description = consoleLine
        emit(.lateIssueRecorded(.init(test: nil, suite: testName, issue: record)))
    }

    func attachmentAdded(_ attachment: XCTAttachment, test: TestIdentifier?, activities: [String]) {
        emit(
            .attachmentAdded(
                .init(
                    test: test, name: attachment.name, uniformTypeIdentifier: attachment.uniformTypeIdentifier,
                    lifetime: attachment.lifetime == .keepAlways ? "keepAlways" : "deleteOnSuccess",
                    payload: attachment.payload, path: attachment.fileURL?.path, activities: activities
                )))
    }
}

extension XCTIssue {
    /// The plain-data form of the issue, for the event stream.
    func record(isKnownFailure: Bool, reason: String?) -> IssueRecord {
        let location = sourceCodeContext.location
        let kind: IssueRecord.Kind =
            switch type {
            case .assertionFailure: .assertionFailure
            case .thrownError: .thrownError
            case .uncaughtException: .uncaughtException
            case .performanceRegression: .performanceRegression
            case .system: .system
            case .unmatchedExpectedFailure: .unmatchedExpectedFailure
            }
        return IssueRecord(
            kind: kind,
            description: compactDescription,
            location: location.map { SourceLocation(file: $0.filePath, line: $0.lineNumber) },
            isExpected: !isUnexpected,
            isKnownFailure: isKnownFailure,
            knownFailureReason: reason,
            activities: activityPath
        )
    }
}

extension XCTestRun {
    /// The run's totals in the event stream's terms.
    var counts: SuiteCounts {
        SuiteCounts(
            executed: executionCount, skipped: skipCount, failures: failureCount,
            unexpected: unexpectedExceptionCount, testDuration: testDuration, totalDuration: totalDuration
        )
    }

    /// How a test case ended: failed beats skipped beats passed, as XCTest prints it.
    var outcome: TestOutcome {
        if totalFailureCount > 0 { return .failed }
        return hasBeenSkipped ? .skipped : .passed
    }
}
