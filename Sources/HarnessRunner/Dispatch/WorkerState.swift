import HarnessModel
import HarnessWire

/// What the dispatch loop knows about one worker process: the batch it was given, the test it
/// is running, and how far it is from being gone.
///
/// ```
///  spawned ──testStarted──► in test ──testFinished──► between tests ──…──► exited + stream ended
///     │                        │                                                 │
///     └──── timeout / interrupt: SIGTERM ──► (grace) ──► SIGKILL ────────────────┘ finalize
/// ```
struct WorkerState {
    /// One test the worker is running.
    struct RunningTest {
        var id: TestIdentifier
        var attempt: Int
        var startedAt: Double
        var stdoutStart: Int64?
        var stderrStart: Int64?
        /// Where its stdout ends, when known before its end is (a Swift Testing test's output,
        /// written whole: ``OutputCut``); else its `testFinished` says, or the file's end.
        var stdoutEnd: Int64?
        /// Whether it ran beside other tests while some of them printed: lines it printed then
        /// are in no test's output (``SharedOutput``).
        var missedSharedOutput = false
        var issues: [IssueRecord] = []
        var skipMessage: String?
        var skipLocation: SourceLocation?
        /// Console lines (toolchain mode), the test's output.
        var consoleOutput: [String] = []
        /// What the test measured and attached, reported with its attempt.
        var measurements: [WireEvent.Measured] = []
        var attachments: [PendingAttachment] = []
        /// A parameterized Swift Testing function whose process died: the cases that ended, and
        /// the arguments of the case it died in (``EngineInput/unfinishedCases(worker:ended:running:)``).
        var endedCases: [TestCaseOutcome] = []
        var caseRunning: String?
        /// Test cases started inside this test and not yet finished, innermost last: a test
        /// method that runs another test case by hand (`Helper(name:testClosure:).run()`, as BDD
        /// frameworks and tests of test cases do). They belong to this test: their lines are
        /// its output, and they end before it does.
        var nested: [TestIdentifier] = []
    }

    let number: Int
    let bundle: Int
    /// The batch's tests in the order the bundle runs them.
    let expected: [TestIdentifier]
    let units: [ClassUnit]
    let stdoutPath: String?
    let stderrPath: String?
    let repetition: Int

    /// The tests the process was asked to run, when fewer than ``expected``: a Swift Testing
    /// process under `--random-order` gets one at a time, and the rest of its batch goes to the
    /// next process when it ends. Nil: all of ``expected``.
    var handed: Set<TestIdentifier>?
    /// Whether the process runs its tests side by side (a Swift Testing batch run in parallel):
    /// then several tests may be running at once, each ended by its own `testFinished`.
    let runsInParallel: Bool

    var finished: Set<TestIdentifier> = []
    /// The tests started and not finished, oldest first: at most one unless ``runsInParallel``.
    var runningTests: [RunningTest] = []
    /// The start of the worker, or the end of its last test: what the timeout counts from
    /// when no test is running (a hang in class set-up).
    var lastBoundary: Double
    var phase: TimerDecision.Phase
    var killReason: AttemptJudgement.KillReason?
    /// Set after the first SIGINT: stop at the end of the current test, or at this deadline.
    var drainDeadline: Double?
    var end: ProcessEnd?
    var streamEnded = false
    /// When the process ended before its stream did: how long the loop waits for the rest.
    var streamDeadline: Double?
    /// The latest that deadline may move to, however long the stream is still read after the
    /// exit: a process the worker started may write into it for ever.
    var streamWaitLimit: Double?
    var sawRunFinished = false
    /// Whether its stream held a line that could not be read: a test whose end is missing may
    /// have ended in that line, so it is never judged on the missing end (``Dispatcher``).
    var unreadableRecords = false
    /// Why its test host did not launch, as the bundle's `runFinished` said.
    var hostLaunchFailure: String?
    /// What its tests printed while several ran side by side, said when it is gone.
    var sharedOutput: SharedOutput?
    /// Issues reported for a class (its set-up) rather than a test: shown with its next test.
    var pendingClassIssues: [IssueRecord] = []
    /// Toolchain console mode: whether the last console line opened an issue.
    var consoleIssueOpen = false
    /// Toolchain console mode: the expected tests by their console text (`Class.method`), so
    /// that names holding dots, spaces or commas are read whole.
    var consoleNames: [String: ConsoleTestName] = [:]
    /// Toolchain console mode: the expected tests by the name the console prints, in the order
    /// the bundle runs them. The console names no module, so a class declared alike in two
    /// test modules (swift-numerics' `ApproximateEqualityTests`) gives one name several tests.
    var consoleTests: [ConsoleTestName: [TestIdentifier]] = [:]

    /// Classes the worker's filter names whole for a name with a comma, and the tests it was
    /// given (`Dispatcher+ListedNames`).
    struct Widened {
        var classes: Set<String>
        var expected: Set<TestIdentifier>
    }

    var widened: Widened?
    /// A test the bundle runs that the worker sets aside (``Widened``), while it runs.
    var settingAside: TestIdentifier?
    /// Runs so far of tests listed more than once, merged into one attempt.
    var repeatedRuns: [TestIdentifier: (runs: Int, attempt: TestAttempt)] = [:]

    init(
        number: Int, bundle: Int, units: [ClassUnit], expected: [TestIdentifier],
        stdoutPath: String?, stderrPath: String?, repetition: Int, now: Double, runsInParallel: Bool = false
    ) {
        self.runsInParallel = runsInParallel
        self.number = number
        self.bundle = bundle
        self.units = units
        self.expected = expected
        self.stdoutPath = stdoutPath
        self.stderrPath = stderrPath
        self.repetition = repetition
        self.lastBoundary = now
        self.phase = .running(since: now, warnedSlow: false)
    }

    /// The test running, the oldest when several are: what a one-at-a-time worker's events,
    /// timers and end apply to. Setting it replaces that test (nil: it is no longer running).
    var running: RunningTest? {
        get { runningTests.first }
        set {
            switch (newValue, runningTests.isEmpty) {
            case (let test?, true): runningTests = [test]
            case (let test?, false): runningTests[0] = test
            case (nil, false): runningTests.removeFirst()
            case (nil, true): break
            }
        }
    }

    /// The index of `test` among the running tests.
    func runningIndex(of test: TestIdentifier?) -> Int? {
        guard let test else { return nil }
        return runningTests.firstIndex { $0.id == test }
    }

    /// The batch's tests that neither finished nor are running.
    var unstarted: [TestIdentifier] {
        let running = Set(runningTests.map(\.id))
        return expected.filter { !finished.contains($0) && !running.contains($0) }
    }

    var isGone: Bool { end != nil && streamEnded }
}
