import Foundation
import HarnessModel
import HarnessRunner

/// What runs a plan: the engine (``EngineExecutor``), or a scripted stand-in in the session's
/// own tests.
///
/// Each run is handed the session's ``RunInterruption``: a front end's Stop or quit reaches the
/// run through it, never through a signal to the process.
///
/// ```swift
/// let outcome = EngineExecutor().run(
///     plan, configuration: configuration, workingDirectory: root, reporter: console, interruption: RunInterruption())
/// ```
package protocol PlanExecutor {
    func run(
        _ plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter,
        interruption: RunInterruption
    ) -> RunOutcome
}

/// The engine's worker processes, isolation, timeouts and retries (``RunEngine``).
package struct EngineExecutor: PlanExecutor {
    /// When the run must stop by itself, as a first Ctrl-C stops it (Bazel's `TEST_TIMEOUT`,
    /// ``BazelDeadline``), with the line said then; nil runs to the end.
    package var stop: (at: DispatchWallTime, line: String)?
    /// The session's environment, the one every worker inherits.
    package var environment: [String: String]

    package init(environment: [String: String], stop: (at: DispatchWallTime, line: String)? = nil) {
        self.environment = environment
        self.stop = stop
    }

    package func run(
        _ plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter,
        interruption: RunInterruption
    ) -> RunOutcome {
        let engine = RunEngine(
            plan: plan, configuration: configuration, workingDirectory: workingDirectory,
            inheritedEnvironment: environment, reporter: reporter)
        interruption.runStarted(engine.interrupter)
        defer { interruption.runEnded() }
        guard let stop else { return engine.run() }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(wallDeadline: stop.at)
        timer.setEventHandler {
            FileHandle.standardError.write(Data((stop.line + "\n").utf8))
            engine.interrupt()
        }
        timer.resume()
        defer { timer.cancel() }
        return engine.run()
    }
}
