import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// The engine, as ``EngineExecutor`` runs it, with a handle to interrupt the run under way
/// from another thread: the page's Stop button does what a first Ctrl-C does (the running
/// tests are stopped, the reports written), without signalling the process.
///
/// ```swift
/// let executor = InterruptibleExecutor()
/// let session = try TestSession(settings, executor: executor)
/// executor.interrupt()   // from the server's task, while session.run(…) runs
/// ```
final class InterruptibleExecutor: PlanExecutor, @unchecked Sendable {
    // @unchecked: `engine` is only touched under `lock`.
    private let lock = NSLock()
    private var engine: RunEngine?

    func run(
        _ plan: RunPlan, configuration: RunConfiguration, workingDirectory: String, reporter: any RunReporter,
        interruption: RunInterruption
    ) -> RunOutcome {
        let engine = RunEngine(
            plan: plan, configuration: configuration, workingDirectory: workingDirectory, reporter: reporter)
        interruption.runStarted(engine.interrupter)
        defer { interruption.runEnded() }
        lock.withLock { self.engine = engine }
        defer { lock.withLock { self.engine = nil } }
        return engine.run()
    }

    /// Interrupts the run under way; returns whether there was one.
    @discardableResult
    func interrupt() -> Bool {
        guard let engine = lock.withLock({ engine }) else { return false }
        engine.interrupt()
        return true
    }
}
