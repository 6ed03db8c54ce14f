/// A Swift Testing worker started before it has tests: its process loads the bundle and waits
/// on its configuration pipe (``WorkerLaunch/awaitsConfiguration``) until the dispatch loop
/// hands it the next tests of its bundle, or is killed when the bundle has no Swift Testing
/// work left.
///
/// ```
///  launched (startedAhead) ──next batch of its bundle──► handWork ─► an ordinary WorkerState
///      │                       (a crash's rest, a retry, a --random-order test, a batch)
///      ├── no Swift Testing work left in its bundle, an interrupt, the run's end ──► SIGKILL
///      └── ended by itself before any work ──► a notice; the bundle gets no standby again
/// ```
struct StandbyWorker: Hashable, Sendable {
    let number: Int
    /// The plan index of the bundle it runs.
    let bundle: Int
    /// The file its captured output goes to (stdout and stderr, cut per test), which the worker
    /// it becomes keeps using.
    let stdoutPath: String?
}
