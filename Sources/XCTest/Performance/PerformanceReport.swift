import Foundation
internal import HarnessBaselines
internal import HarnessWire

/// What a finished measurement reports, in the toolchain's order: one `measured` event per
/// metric, then the failures (deviation too high, regression against the baseline, or no
/// baseline in strict mode), then the baseline file's changes, if the run records any.
struct PerformanceReport {
    let testCase: XCTestCase
    let file: StaticString
    let line: Int
    let plan: PerformanceMeter.Plan
    let iterations: [[XCTPerformanceMeasurement]]

    /// The toolchain's allowances when no baseline says otherwise.
    static let defaultMaxPercentRelativeStandardDeviation = 10.0
    /// Below this standard deviation (in the metric's unit) a high relative deviation is
    /// noise and does not fail the test — the toolchain's threshold.
    static let maxStandardDeviation = 0.1

    /// One metric's values across the iterations.
    struct Series {
        let identifier: String
        let name: String
        let unit: String
        var warmUp: [Double] = []
        var values: [Double] = []
    }

    /// Groups the measurements by identifier, in the order metrics first reported them, and
    /// sets the warm-up iterations apart.
    func series() -> [Series] {
        var order: [String] = []
        var byIdentifier: [String: Series] = [:]
        for (index, measurements) in iterations.enumerated() {
            for measurement in measurements {
                if byIdentifier[measurement.identifier] == nil {
                    order.append(measurement.identifier)
                    byIdentifier[measurement.identifier] = Series(
                        identifier: measurement.identifier, name: measurement.displayName, unit: measurement.unitSymbol)
                }
                if index < plan.warmUpIterations {
                    byIdentifier[measurement.identifier]?.warmUp.append(measurement.doubleValue)
                } else {
                    byIdentifier[measurement.identifier]?.values.append(measurement.doubleValue)
                }
            }
        }
        return order.compactMap { byIdentifier[$0] }
    }

    func publish() {
        let location = SourceLocation(file: "\(file)", line: line)
        let test = testCase.identifier
        let allSeries = series()
        let evaluation = BaselineSession.shared.evaluate(
            test: test.description, series: allSeries, sourceFile: "\(file)")
        var failures: [(XCTIssue.IssueType, String)] = []
        if let problem = evaluation.policyProblem { failures.append((.system, problem)) }

        for (series, outcome) in zip(allSeries, evaluation.outcomes) {
            let statistics = MeasurementStatistics(series.values)
            let baseline = outcome.baseline
            let allowedDeviation =
                baseline?.maxPercentRelativeStandardDeviation ?? Self.defaultMaxPercentRelativeStandardDeviation
            XCTestObservationCenter.shared.testCase(
                testCase,
                didMeasure: WireEvent.Measured(
                    test: test, location: location,
                    metric: series.identifier, name: series.name, unit: series.unit,
                    values: series.values, warmUpValues: series.warmUp,
                    average: statistics.average, standardDeviation: statistics.standardDeviation,
                    relativeStandardDeviation: statistics.relativeStandardDeviation,
                    maxPercentRelativeStandardDeviation: allowedDeviation,
                    maxStandardDeviation: Self.maxStandardDeviation,
                    baseline: outcome.record
                ))
            if plan.checksDeviationWithoutBaseline || baseline != nil,
                statistics.relativeStandardDeviation > allowedDeviation,
                statistics.standardDeviation > Self.maxStandardDeviation
            {
                failures.append(
                    (
                        .performanceRegression,
                        String(
                            format:
                                "The relative standard deviation of the measurements is %.3f%% which is higher than "
                                + "the max allowed of %.3f%%.",
                            statistics.relativeStandardDeviation, allowedDeviation)
                    ))
            }
            if outcome.decision.failsTest, let message = outcome.record?.message {
                failures.append((.performanceRegression, message))
            }
        }
        if let writeProblem = evaluation.writeProblem { failures.append((.system, writeProblem)) }

        for (type, description) in failures {
            IssueRecorder.record(
                XCTIssue(
                    type: type,
                    compactDescription: "failed: \(description)",
                    sourceCodeContext: XCTSourceCodeContext(
                        location: XCTSourceCodeLocation(filePath: "\(file)", lineNumber: line))
                ))
        }
    }
}
