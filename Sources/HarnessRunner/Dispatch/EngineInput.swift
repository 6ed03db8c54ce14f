import HarnessWire

/// Everything the dispatch loop reacts to, from every source, in one type: the loop takes them
/// one at a time from an ``InputQueue``, so no two are ever handled at once.
enum EngineInput: Hashable, Sendable {
    /// A decoded wire event from a worker.
    case wire(worker: Int, event: WireEvent)
    /// A wire line that could not be decoded (kept for a notice).
    case undecodable(worker: Int, line: String, reason: String)
    /// A console line from a worker running on the toolchain's XCTest.
    case consoleLine(worker: Int, line: String)
    /// A Swift Testing worker's stream ended inside a parameterized function: the cases that
    /// ended, and the arguments of the one running (posted just before its `streamEnded`).
    case unfinishedCases(worker: Int, ended: [TestCaseOutcome], running: String?)
    /// A Swift Testing worker's test has its output written: its range of the worker's file
    /// (posted before the event that ends the test, or before `streamEnded`).
    case outputCut(worker: Int, cut: OutputCut)
    /// A Swift Testing worker's tests printed while several ran side by side: whose each write
    /// is cannot be told, so no test holds them (posted before `streamEnded`).
    case sharedOutput(worker: Int, output: SharedOutput)
    /// A Swift Testing worker ran a function the bundle's listing does not have (its stream
    /// identifier): its events cannot be given to a test, so the user is told.
    case unlistedTest(worker: Int, streamID: String)
    /// A Swift Testing worker's reader is still busy with its output or notes, which post no
    /// input of their own: after the process ended, the loop keeps waiting for the records.
    case streamRead(worker: Int)
    /// The worker's event stream reached its end (its process and children closed it).
    case streamEnded(worker: Int)
    /// The worker's process ended (raw wait status).
    case exited(worker: Int, status: Int32)
    /// SIGINT, SIGTERM or SIGHUP reached the runner.
    case signal(Int32)
    /// A ``DispatchEffect/launch(_:)`` started its process; its launcher keeps a failing test's
    /// launch folders in `keptLaunchFolder` (nil: `/proc` could not say when it started).
    case spawned(worker: Int, keptLaunchFolder: String?)
    /// A ``DispatchEffect/launch(_:)`` could not start its process (the reason, for the user).
    case spawnFailed(worker: Int, reason: String)
    /// The loop woke up (a timer may be due): apply the clock's decisions.
    case tick
}
