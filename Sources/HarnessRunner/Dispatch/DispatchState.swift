import HarnessModel
import HarnessWire

/// Everything the dispatch loop knows between two inputs, as plain values: what is queued,
/// which workers run what, every attempt so far, and where the run stands.
///
/// Only ``Dispatcher/step(_:now:)`` changes it; the shell around it (``RunEngine``) only reads
/// whether the run is over and when to wake up next.
///
/// ```
///  begin ─► repetition 1: queue the plan's units ─► workers start, run, end ─► queue empty,
///           no worker left ─► another repetition? ─ yes ─► repetition 2 …
///                                                  └ no ──► outcome (runFinished)
/// ```
struct DispatchState {
    /// Swift Testing's lines under its run's start, from the first worker that gave them.
    var swiftTestingBanner: [String]?
    /// One test in one repetition: the key of its attempts and its result.
    struct AttemptKey: Hashable {
        var id: TestIdentifier
        var repetition: Int
    }

    /// The units not yet handed to a worker (retries and a lost worker's leftovers included).
    var scheduler: BatchScheduler
    /// The workers started and not yet finalized, by number.
    var workers: [Int: WorkerState] = [:]
    /// Swift Testing workers started ahead of their tests, by bundle (at most one a bundle).
    var standbys: [Int: StandbyWorker] = [:]
    /// Bundles whose standby ended by itself before any work: they get no other.
    var standbyFailed: Set<Int> = []
    /// Worker number → the folder its tests' launcher keeps a failing test's launch folders in
    /// (``KeptLaunchFolder``), known once its process started.
    var keptLaunchFolders: [Int: String] = [:]
    var nextWorkerNumber = 1
    var repetition = 1
    var attempts: [AttemptKey: [TestAttempt]] = [:]
    var completed: [AttemptKey: TestResult] = [:]
    /// The monotonic time the run began (its duration counts from here).
    var startedAt: Double = 0
    /// The first SIGINT (or SIGTERM, SIGHUP) arrived: nothing more is scheduled.
    var interrupted = false
    /// A second one arrived: every worker was killed at once.
    var forceKilled = false
    var hostLaunchFailed = false
    var failedInRepetition = false
    /// Only the first unreadable wire line becomes a notice (a broken worker can send many).
    var undecodableReported = false
    /// The earliest timer of any worker, when the loop must wake up even without input.
    var wakeAt: Double?
    /// Set once the last repetition ended: the run is over.
    var outcome: RunEngine.Outcome?

    init(units: [ClassUnit]) {
        scheduler = BatchScheduler(units: units)
    }

    /// The number of the attempt a test's next start is.
    func attemptNumber(for id: TestIdentifier) -> Int {
        (attempts[AttemptKey(id: id, repetition: repetition)]?.count ?? 0) + 1
    }
}
