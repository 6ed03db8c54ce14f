import HarnessModel

/// A front end of a ``SessionLoop``: watch mode's terminal screen or plain lines
/// (``WatchSession``), the navigator's page channel (`UIController`). It only shows what the
/// loop tells it; what it asks for goes to the loop's ``LoopControl``.
///
/// ```swift
/// final class LinesView: LoopView {
///     func show(_ event: LoopEvent) { if case .cycleEnded(.buildFailed(let lines)) = event { print(lines) } }
///     let noticeOutlet: @Sendable (String) -> Void = { print($0) }
/// }
/// ```
package protocol LoopView: AnyObject {
    /// Everything the loop does, in order, on the loop's thread.
    func show(_ event: LoopEvent)
    /// Where a notice said while the package builds goes at once (a wait on a lock: the build
    /// prints nothing else and would look hung); called from the build's threads.
    var noticeOutlet: @Sendable (String) -> Void { get }
}

/// What a ``SessionLoop`` tells its view, in the order it happens.
///
/// ```
///  watching(…) ─► cycleStarted ─► phase(.building) ─► phase(.listing) ─► listed ─┬─ (a listing) ──┐
///                      │                                                         └─ phase(.selected) ─►
///                      │              phase(.running) ─► run(event)… ─────────────────────────────┤
///                      └─ (a manifest that cannot be read, a build that fails, a Stop) ──► cycleEnded(…)
/// ```
package enum LoopEvent: Sendable {
    /// The package is watched (again, after a manifest change): how many folders, and the
    /// targets whose folders they are.
    case watching(folders: Int, targets: PackageTargets)
    /// Watching was switched off.
    case watchingStopped
    /// Watching could not start: one line saying why.
    case watchFailed(String)
    /// Saves in a folder git ignores, taken as no change (each folder said once while watching).
    case ignoredSaves(IgnoredSaves)
    /// A cycle begins, for this request.
    case cycleStarted(LoopRequest)
    /// Where the session's run is.
    case phase(SessionPhase)
    /// One of the run's events.
    case run(RunnerEvent)
    /// The tests as listed after a build: every cycle that builds, a run's as well as a
    /// listing's (``LoopRequest/Action/list``), before any test is chosen.
    case listed(TestInventory)
    /// The cycle is over, and how.
    case cycleEnded(CycleEnd)
}

/// How a cycle of a ``SessionLoop`` ended.
package enum CycleEnd: Sendable {
    /// The tests ran (interrupted or not); the reports are written.
    case ran(RunOutcome)
    /// The tests were listed (``LoopEvent/listed(_:)`` came before).
    case listed
    /// The selection chose nothing to run: the line that says why.
    case nothingToRun(String)
    /// The build failed, or the manifest could not be read: the lines to show, at least one.
    case buildFailed([String])
    /// Something else kept the tests from running (a listing, a test plan): one line.
    case failed(String)
    /// Stopped on request (Stop, quitting): nothing to show.
    case stopped
}
