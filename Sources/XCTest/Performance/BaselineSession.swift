import Foundation
internal import HarnessBaselines
internal import HarnessWire
internal import Synchronization

/// The bundle's side of baselines: the policy its environment chose, this machine's
/// configuration, and for each finished measurement, the lookup, the decision and the write.
///
/// The baseline file of a test lives beside the source file that called `measure`
/// (`#filePath`), or in `HARNESS_BASELINE_DIR` when set. Files are read afresh for every
/// measurement: another bundle may have written them meanwhile, and they are small.
final class BaselineSession: Sendable {
    static let shared = BaselineSession(environment: ProcessInfo.processInfo.environment)

    private let policy: Result<BaselinePolicy, BaselinePolicyError>
    private let directoryOverride: URL?
    private let machineStorage = Mutex<MachineConfiguration?>(nil)

    init(environment: [String: String]) {
        policy = Result { () throws(BaselinePolicyError) in try BaselinePolicy(environment: environment) }
        directoryOverride = environment[BaselinePolicy.directoryVariable].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
        }
    }

    /// This machine's configuration, read once (it costs a read of `/proc/cpuinfo`).
    var machine: MachineConfiguration {
        machineStorage.withLock { stored in
            if let stored { return stored }
            let machine = MachineConfiguration.current()
            stored = machine
            return machine
        }
    }

    /// One metric's fate.
    struct Outcome {
        var decision: BaselineDecision
        /// The baseline compared with, if any.
        var baseline: Baseline?
        /// The event stream's account of it; nil when baselines are off.
        var record: WireEvent.BaselineComparison?
    }

    /// Every metric's fate, plus problems that are not any one metric's.
    struct Evaluation {
        var outcomes: [Outcome]
        /// The environment asked for something this Harness does not understand.
        var policyProblem: String?
        /// The baseline file could not be written.
        var writeProblem: String?
    }

    /// Looks up, decides and, in record/accept/delete mode, writes the baselines of one test.
    func evaluate(test: String, series: [PerformanceReport.Series], sourceFile: String) -> Evaluation {
        let policy: BaselinePolicy
        var policyProblem: String?
        switch self.policy {
        case .success(let chosen):
            policy = chosen
        case .failure(let error):
            policy = BaselinePolicy(mode: .off)
            policyProblem = "\(error); baselines are ignored in this run"
        }
        guard policy.mode != .off else {
            return Evaluation(
                outcomes: series.map { _ in Outcome(decision: .notCompared) }, policyProblem: policyProblem)
        }
        let directory = directoryOverride ?? URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        let store = BaselineStore(directory: directory)
        let file = store.load()
        let machine = self.machine
        var decisions = series.map { series in
            BaselineDecision.decide(
                average: MeasurementStatistics(series.values).average, unit: series.unit,
                lookup: BaselineLookup(
                    file: file, test: test, metric: series.identifier, configurationID: machine.identifier),
                policy: policy)
        }

        var writeProblem: String?
        if decisions.contains(where: { $0.change != nil }) {
            do {
                try store.update { contents in
                    for (series, decision) in zip(series, decisions) {
                        switch decision.change {
                        case .set(let baseline):
                            contents.set(baseline, test: test, metric: series.identifier, on: machine)
                        case .remove:
                            contents.remove(test: test, metric: series.identifier, configurationID: machine.identifier)
                        case nil: break
                        }
                    }
                }
            } catch {
                writeProblem = "\(error); the baselines were not saved"
                decisions = decisions.map { $0.change == nil ? $0 : .unreadable(error) }
            }
        }

        let outcomes = zip(series, decisions).map { series, decision in
            let label = "[\(series.name), \(series.unit)]"
            let average = MeasurementStatistics(series.values).average
            return Outcome(
                decision: decision,
                baseline: decision.comparedBaseline,
                record: WireEvent.BaselineComparison(
                    decision: decision, configuration: machine, file: store.fileURL.path,
                    message: decision.message(
                        metric: label, average: average, configurationID: machine.identifier,
                        filePath: store.fileURL.path))
            )
        }
        return Evaluation(outcomes: outcomes, policyProblem: policyProblem, writeProblem: writeProblem)
    }
}

extension BaselineDecision {
    /// The baseline the measurement was held to, if it was compared with one.
    var comparedBaseline: Baseline? {
        switch self {
        case .within(let baseline, _), .regression(let baseline, _), .improvement(let baseline, _): baseline
        default: nil
        }
    }
}

extension WireEvent.BaselineComparison {
    /// The event stream's account of a decision.
    init?(decision: BaselineDecision, configuration: MachineConfiguration, file: String, message: String?) {
        let status: Status
        var baseline: Baseline?
        var change: Double?
        var others: [String] = []
        switch decision {
        case .notCompared: return nil
        case .missing(let otherConfigurations, _):
            status = .missing
            others = otherConfigurations
        case .within(let compared, let percent):
            status = .within
            baseline = compared
            change = percent
        case .regression(let compared, let percent):
            status = .regression
            baseline = compared
            change = percent
        case .improvement(let compared, let percent):
            status = .improvement
            baseline = compared
            change = percent
        case .recorded(let stored):
            status = .recorded
            baseline = stored
        case .accepted(let stored, _):
            status = .accepted
            baseline = stored
        case .deleted(let previous):
            status = .deleted
            baseline = previous
        case .unreadable: status = .unreadable
        }
        self.init(
            status: status, failsTest: decision.failsTest,
            configuration: configuration.identifier, configurationSummary: configuration.summary,
            file: file, baselineAverage: baseline?.average,
            percentChange: change.flatMap { $0.isFinite ? $0 : nil },
            maxPercentRegression: baseline?.maxPercentRegression,
            otherConfigurations: others, message: message)
    }
}
