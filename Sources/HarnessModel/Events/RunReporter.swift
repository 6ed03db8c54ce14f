/// Something that reads the run's event stream: the console (Harness's own format or the
/// XCTest format), JUnit, JSON lines, HTML, and watch mode's screen. The run history is not
/// one: the session records the run's outcome once the engine returns it.
///
/// The engine calls ``handle(_:)`` from its one dispatch loop, in order, never concurrently, so
/// a reporter needs no locking of its own. A file report is written atomically (temporary file,
/// then rename): JUnit and HTML write theirs when they see ``RunnerEvent/runFinished(_:)``;
/// JSON lines streams into its temporary file as events come and renames it then. A failure to
/// write is reported through ``finish()``.
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
