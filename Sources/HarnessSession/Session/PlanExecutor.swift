import HarnessModel
import HarnessRunner

/// What runs a plan: the engine (``EngineExecutor``), or a scripted stand-in in the session's
/// own tests.
///
/// ```swift
/// let outcome = EngineExecutor().run(plan, configuration: configuration, workingDirectory: root, reporter: console)
/// ```
package protocol PlanExecutor {
    func run(_ plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter)
        -> RunOutcome
}

/// The engine's worker processes, isolation, timeouts and retries (``RunEngine``).
package struct EngineExecutor: PlanExecutor {
    package init() {}

    package func run(
        _ plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter
    ) -> RunOutcome {
        RunEngine(plan: plan, configuration: configuration, workingDirectory: workingDirectory, reporter: reporter)
            .run()
    }
}
