import Foundation
internal import HarnessWire

/// Runs a performance test's block the required number of times, starting and stopping its
/// metrics around each iteration, and reports the results once every iteration has run.
///
/// Its states follow one iteration at a time:
///
/// ```
///            startMeasuring()              stopMeasuring()
/// unstarted ─────────────────► started ─────────────────► stopped ──┐
///     ▲                                                               │ next iteration
///     └───────────────────────────────────────────────────────────────┘
/// after the last iteration: finished (results reported)
/// a failure or misuse at any point: aborted (nothing reported)
/// ```
///
/// The toolchain exposes this class by name only; so does Harness.
public final class PerformanceMeter {
    /// A misuse of the API, worded as the toolchain's XCTest words it.
    enum Misuse: CustomStringConvertible {
        case noMetrics
        case unknownMetric(String)
        case startAlreadyCalled
        case stopAlreadyCalled
        case startNotCalled
        case stopNotCalled
        case stopBeforeStart
        case reportFailed(String)

        var description: String {
            switch self {
            case .noMetrics: "At least one metric must be provided to measure."
            case .unknownMetric(let name): "Unknown metric: \(name)"
            case .startAlreadyCalled: "Already called startMeasuring() once this iteration."
            case .stopAlreadyCalled: "Already called stopMeasuring() once this iteration."
            case .startNotCalled: "startMeasuring() must be called during the block."
            case .stopNotCalled: "stopMeasuring() must be called during the block."
            case .stopBeforeStart: "Cannot stop measuring before starting measuring."
            case .reportFailed(let reason): "A metric failed to report its measurements: \(reason)"
            }
        }
    }

    /// How the block is run: the classic API's ten iterations, every one counted, or the
    /// modern API's warm-up plus `iterationCount`.
    struct Plan {
        var iterations: Int
        var warmUpIterations: Int
        var startsAutomatically: Bool
        var stopsAutomatically: Bool
        /// Whether a relative standard deviation above the allowance fails the test without
        /// a baseline (the toolchain's rule, kept for the classic API).
        var checksDeviationWithoutBaseline: Bool

        static let classic = Plan(
            iterations: 10, warmUpIterations: 0, startsAutomatically: true, stopsAutomatically: true,
            checksDeviationWithoutBaseline: true)

        static func modern(_ options: XCTMeasureOptions) -> Plan {
            Plan(
                iterations: max(1, options.iterationCount), warmUpIterations: 1,
                startsAutomatically: !options.invocationOptions.contains(.manuallyStart),
                stopsAutomatically: !options.invocationOptions.contains(.manuallyStop),
                checksDeviationWithoutBaseline: false
            )
        }
    }

    private enum State {
        case unstarted
        case started(nanoseconds: UInt64, date: Date)
        case stopped
        case finished
        case aborted
    }

    private var state = State.unstarted
    private let metrics: [any XCTMetric]
    private let plan: Plan
    private let file: StaticString
    private let line: Int
    private unowned let testCase: XCTestCase
    /// Every iteration's measurements, warm-up included.
    private var iterations: [[XCTPerformanceMeasurement]] = []

    init(metrics: [any XCTMetric], plan: Plan, testCase: XCTestCase, file: StaticString, line: Int) {
        self.metrics = metrics
        self.plan = plan
        self.testCase = testCase
        self.file = file
        self.line = line
    }

    /// Whether the measurement is over, completed or aborted: `startMeasuring()` and
    /// `stopMeasuring()` are then misuses.
    var isOver: Bool {
        switch state {
        case .finished, .aborted: true
        default: false
        }
    }

    /// Stops the measurement for good, reporting nothing: a failure inside the block, as in
    /// the toolchain's XCTest, ends it after the current iteration.
    func abort() {
        if case .finished = state { return }
        state = .aborted
    }

    /// Runs every iteration, then reports.
    func run(_ block: (PerformanceMeter) -> Void) {
        for metric in metrics { metric.willBeginMeasuring() }
        for _ in 0..<plan.warmUpIterations + plan.iterations {
            state = .unstarted
            if plan.startsAutomatically { startMeasuring(file: file, line: line) }
            block(self)
            if case .aborted = state { return }
            if case .started = state {
                guard plan.stopsAutomatically else { return misuse(.stopNotCalled, file: file, line: line) }
                stopMeasuring(file: file, line: line)
            }
            switch state {
            case .aborted: return
            case .unstarted: return misuse(.startNotCalled, file: file, line: line)
            default: break
            }
        }
        state = .finished
        PerformanceReport(testCase: testCase, file: file, line: line, plan: plan, iterations: iterations).publish()
    }

    /// Starts the metrics; the clock is read last, so that starting costs the block nothing.
    func startMeasuring(file: StaticString, line: Int) {
        guard case .unstarted = state else { return misuse(.startAlreadyCalled, file: file, line: line) }
        for metric in metrics { metric.didStartMeasuring() }
        let date = Date()
        state = .started(nanoseconds: MonotonicClock.nanoseconds(), date: date)
    }

    /// Stops the metrics; the clock is read first, so that stopping costs the block nothing.
    func stopMeasuring(file: StaticString, line: Int) {
        let end = MonotonicClock.nanoseconds()
        let endDate = Date()
        let start: XCTPerformanceMeasurementTimestamp
        switch state {
        case .started(let nanoseconds, let date):
            start = XCTPerformanceMeasurementTimestamp(absoluteTime: nanoseconds, date: date)
        case .unstarted:
            return misuse(.stopBeforeStart, file: file, line: line)
        default:
            return misuse(.stopAlreadyCalled, file: file, line: line)
        }
        for metric in metrics.reversed() { metric.didStopMeasuring() }
        state = .stopped
        let stop = XCTPerformanceMeasurementTimestamp(absoluteTime: end, date: endDate)
        do {
            var measurements: [XCTPerformanceMeasurement] = []
            for metric in metrics { measurements += try metric.reportMeasurements(from: start, to: stop) }
            iterations.append(measurements)
        } catch {
            misuse(.reportFailed("\(error)"), file: file, line: line)
        }
    }

    private func misuse(_ misuse: Misuse, file: StaticString, line: Int) {
        state = .aborted
        PerformanceMeter.recordAPIViolation(misuse.description, file: file, line: line)
    }

    /// Records `API violation - …` as the toolchain does: an unexpected failure (on Apple's
    /// platforms these are raised as exceptions, hence the issue type).
    static func recordAPIViolation(_ description: String, file: StaticString, line: Int) {
        IssueRecorder.record(
            XCTIssue(
                type: .uncaughtException,
                compactDescription: "API violation - \(description)",
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: "\(file)", lineNumber: line))
            ))
    }
}
