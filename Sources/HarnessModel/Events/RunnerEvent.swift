import HarnessWire

/// What the runner tells its reporters, in order: the one stream the console, JUnit, JSON
/// lines and HTML reporters all read.
///
/// Reporters are split in two: a formatter (event → text, pure) and a writer (I/O).
public enum RunnerEvent: Hashable, Sendable {
    /// The plan is ready: how many tests will run, in how many bundles, with how many workers.
    case runStarted(RunStarted)
    /// A test began in a worker (attempt 1, or a retry).
    case testStarted(TestStarted)
    /// A test's attempt ended; `willRetry` says whether another attempt follows.
    case attemptFinished(AttemptFinished)
    /// A test is done: every attempt, and the verdict.
    case testFinished(TestResult)
    /// A test was running when the run was stopped (Stop, Ctrl-C): no verdict, not retried,
    /// not a result; what it printed so far and how long it ran, so that nothing it did is
    /// dropped unsaid.
    case testStopped(TestStopped)
    /// A worker process was started; `startedAhead` says it waits for tests it is given later.
    case workerStarted(WorkerStarted)
    /// A worker died or was killed; `replaced` says whether a new one took over its tests.
    case workerLost(WorkerLost)
    /// A message for the user that is not about one test (a test plan key ignored, a slow
    /// test), with its kind.
    case notice(RunnerNotice)
    /// The run is over; `results` holds every test that ran, in plan order.
    case runFinished(RunFinished)

    public struct RunStarted: Hashable, Codable, Sendable {
        public var testCount: Int
        public var bundleCount: Int
        public var workerCount: Int
        /// The seed of `--random-order`, printed so a run can be replayed.
        public var randomSeed: UInt64?
        /// The test modules, when the run includes an application bundle (nil otherwise).
        public var testBundles: [TestBundleSummary]?
        /// The partition this run is one shard of, with its fingerprint (nil for a whole run).
        public var partition: PartitionSummary?
        public init(
            testCount: Int, bundleCount: Int, workerCount: Int, randomSeed: UInt64? = nil,
            testBundles: [TestBundleSummary]? = nil, partition: PartitionSummary? = nil
        ) {
            self.testCount = testCount
            self.bundleCount = bundleCount
            self.workerCount = workerCount
            self.randomSeed = randomSeed
            self.testBundles = testBundles
            self.partition = partition
        }
    }

    public struct TestStarted: Hashable, Codable, Sendable {
        public var id: TestIdentifier
        public var bundle: String
        public var attempt: Int
        public var worker: Int
        public init(id: TestIdentifier, bundle: String, attempt: Int, worker: Int) {
            self.id = id
            self.bundle = bundle
            self.attempt = attempt
            self.worker = worker
        }
    }

    public struct AttemptFinished: Hashable, Codable, Sendable {
        public var id: TestIdentifier
        public var bundle: String
        public var attempt: TestAttempt
        public var willRetry: Bool
        public init(id: TestIdentifier, bundle: String, attempt: TestAttempt, willRetry: Bool) {
            self.id = id
            self.bundle = bundle
            self.attempt = attempt
            self.willRetry = willRetry
        }
    }

    public struct TestStopped: Hashable, Codable, Sendable {
        public var id: TestIdentifier
        public var bundle: String
        public var attempt: Int
        /// Seconds from its start to the stop.
        public var duration: Double
        /// What it printed before the stop (empty when output was not captured, or when it ran
        /// beside other tests and what was printed then belongs to none of them).
        public var stdout: String
        public var stderr: String
        public var outputTruncated: Bool
        /// It ran beside other tests when stopped: output printed while they ran is in no
        /// test's output (the runner cannot tell whose it was).
        public var ranBesideOthers: Bool

        public init(
            id: TestIdentifier, bundle: String, attempt: Int, duration: Double, stdout: String = "",
            stderr: String = "", outputTruncated: Bool = false, ranBesideOthers: Bool = false
        ) {
            self.id = id
            self.bundle = bundle
            self.attempt = attempt
            self.duration = duration
            self.stdout = stdout
            self.stderr = stderr
            self.outputTruncated = outputTruncated
            self.ranBesideOthers = ranBesideOthers
        }
    }

    public struct WorkerStarted: Hashable, Codable, Sendable {
        public var worker: Int
        public var bundle: String
        /// Started before it had tests: a Swift Testing worker that loads its bundle while the
        /// others run, and takes the next tests of that bundle (a crashed worker's rest, a
        /// retry, the next batch) without a process start of their own.
        public var startedAhead: Bool
        public init(worker: Int, bundle: String, startedAhead: Bool) {
            self.worker = worker
            self.bundle = bundle
            self.startedAhead = startedAhead
        }
    }

    public struct WorkerLost: Hashable, Codable, Sendable {
        public var worker: Int
        public var bundle: String
        public var reason: String
        public var replaced: Bool
        public init(worker: Int, bundle: String, reason: String, replaced: Bool) {
            self.worker = worker
            self.bundle = bundle
            self.reason = reason
            self.replaced = replaced
        }
    }

    public struct RunFinished: Hashable, Codable, Sendable {
        public var results: [TestResult]
        public var summary: RunSummary
        public var exitCode: Int32
        /// Swift Testing's lines under its run's start (``WireEvent/RunStarted/swiftTestingBanner``)
        /// for `--format xctest`; not encoded: a report of the run has its own header.
        package var swiftTestingBanner: [String]?

        private enum CodingKeys: String, CodingKey {
            case results, summary, exitCode
        }

        public init(results: [TestResult], summary: RunSummary, exitCode: Int32) {
            self.results = results
            self.summary = summary
            self.exitCode = exitCode
        }
    }
}
