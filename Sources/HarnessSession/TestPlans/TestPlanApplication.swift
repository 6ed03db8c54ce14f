import HarnessModel
import HarnessWire

/// Applies a test plan's settings to a run's request and configuration. Pure: the command
/// line's own choices win over the plan's, as in `xcodebuild`, where `-test-iterations` or
/// `-test-timeouts-enabled` override the plan.
///
/// ```swift
/// var application = TestPlanApplication(settings: settings, chosen: [.timeout])
/// application.apply(to: &request, &configuration)
/// ```
package struct TestPlanApplication: Hashable, Sendable {
    /// Settings the user chose on the command line, which the plan does not override.
    package struct Chosen: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// `--timeout`.
        package static let timeout = Chosen(rawValue: 1 << 0)
        /// `--slow-after`.
        package static let slowAfter = Chosen(rawValue: 1 << 1)
        /// `--repeat` or `--repeat-until-failure`.
        package static let repetitions = Chosen(rawValue: 1 << 2)
        /// `--retries`.
        package static let retries = Chosen(rawValue: 1 << 3)
        /// `--random-order` (with or without a seed).
        package static let order = Chosen(rawValue: 1 << 4)
    }

    package var settings: TestPlanSettings
    package var chosen: Chosen
    /// The seed to use when the plan asks for random order and the user gave none.
    package var fallbackSeed: UInt64

    package init(settings: TestPlanSettings, chosen: Chosen, fallbackSeed: UInt64) {
        self.settings = settings
        self.chosen = chosen
        self.fallbackSeed = fallbackSeed
    }

    /// Selection, environment, arguments, allowances, repetitions, order and parallelism from
    /// the plan, where the command line did not choose.
    package func apply(to request: inout RunRequest, _ configuration: inout RunConfiguration) {
        request.testPlan = settings
        // `parallelizable: false` asks Xcode to run the target's classes one after another;
        // running them alone is the runner's way of saying that.
        request.runAlone += settings.targets.filter { $0.isEnabled && $0.parallelizable == false }.map {
            TestFilter($0.name)
        }

        configuration.environment.merge(settings.environment) { _, plan in plan }
        configuration.arguments = settings.arguments

        if let allowance = settings.timeAllowance(testOwn: nil) {
            // The bundle's watchdog gives tests without an allowance of their own the plan's
            // default; the runner's kill is the backstop at the plan's maximum (a test may set
            // a longer allowance of its own, up to the maximum).
            configuration.environment.merge(BundleSettings(executionTimeAllowance: allowance).environment) { $1 }
            if !chosen.contains(.timeout) {
                configuration.timeout = settings.maximumTimeAllowance ?? max(allowance, configuration.timeout)
                if !chosen.contains(.slowAfter) { configuration.slowAfter = min(60, configuration.timeout / 2) }
            }
        }

        switch settings.repetition {
        case .once:
            break
        case .fixedIterations(let count) where !chosen.contains(.repetitions):
            configuration.repetitions = count
            configuration.untilFailure = false
        case .untilFailure(let maximum) where !chosen.contains(.repetitions):
            configuration.repetitions = maximum
            configuration.untilFailure = true
        case .retryOnFailure(let maximum) where !chosen.contains(.retries):
            // `maximumTestRepetitions` counts every run of the test, the first included.
            configuration.retries = max(maximum - 1, 0)
        default:
            break
        }

        if settings.randomOrder, !chosen.contains(.order) {
            configuration.randomSeed = fallbackSeed
        }
    }

    /// The plan's notices (the keys it ignored), for ``RunPlan/notices``.
    package var notices: [RunnerNotice] { settings.notices }
}
