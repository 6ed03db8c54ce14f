/// Something that reads the run's event stream: the console, JUnit, JSON lines, HTML, the
/// timing history.
///
/// The engine calls ``handle(_:)`` from its one dispatch loop, in order, never concurrently, so
/// a reporter needs no locking of its own. A reporter that writes a file writes it when it sees
/// ``RunnerEvent/runFinished(_:)`` (atomically: temporary file, then rename) and reports a
/// failure to write through ``finish()``.
///
/// ```swift
/// final class CountingReporter: RunReporter {
///     var finished = 0
///     func handle(_ event: RunnerEvent) {
///         if case .testFinished = event { finished += 1 }
///     }
/// }
/// ```
public protocol RunReporter: AnyObject {
    /// Receives one event of the run.
    func handle(_ event: RunnerEvent)

    /// Called once after `runFinished` was handled (also after an interrupted run): flush,
    /// close, and throw if the report could not be written. The error's description is
    /// printed after `error: failed to write …`, so it should read as the rest of that sentence.
    func finish() throws
}

extension RunReporter {
    /// Most reporters write everything while handling `runFinished`.
    public func finish() throws {}
}
