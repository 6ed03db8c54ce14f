import HarnessModel

/// What the dispatch loop asks of the world after an input: the only way a decision of
/// ``Dispatcher`` reaches a reporter, a process or a file. ``RunEngine`` carries them out in
/// order.
///
/// ```swift
/// for effect in dispatcher.step(.signal(SIGINT), now: MonotonicClock.now()) {
///     if case .signal(let worker, let signal) = effect { … kill(-processGroup[worker], signal) }
/// }
/// ```
enum DispatchEffect: Hashable, Sendable {
    /// Tell every reporter.
    case report(RunnerEvent)
    /// Start this worker process; a failure to start comes back as
    /// ``EngineInput/spawnFailed(worker:reason:)``.
    case launch(WorkerLaunch)
    /// Write a Swift Testing worker's configuration (JSON, ``SwiftTestingConfiguration``) into
    /// its configuration pipe and close it: the worker, started ahead or just now, runs the
    /// tests it names (``WorkerLaunch/awaitsConfiguration``).
    case handWork(worker: Int, configuration: String)
    /// Send a signal to the worker's whole process group (it and anything it started).
    case signal(worker: Int, Int32)
    /// Delete a finished worker's captured output files.
    case removeFiles([String])
}
