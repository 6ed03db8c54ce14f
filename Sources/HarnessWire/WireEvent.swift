import Foundation

/// One thing that happened in a test bundle, as it travels to the runner: one JSON line.
///
/// Every line carries the format version, a wall-clock timestamp and a `kind`; the kind's
/// own fields sit beside them in the same object:
///
/// ```json
/// {"version":2,"time":1763770000.25,"kind":"testStarted","test":{"module":"M","className":"C","method":"testA"}}
/// ```
///
/// ```swift
/// let event = WireEvent(.testStarted(.init(test: id)))
/// let line = try WireEvent.encodeLine(event)   // Data ending in "\n"
/// ```
public struct WireEvent: Hashable, Sendable {
    /// The wire-format version the event was written with.
    public var version: Int
    /// Seconds since 1970, when the event happened.
    public var time: Double
    /// What happened.
    public var kind: Kind

    /// Creates an event stamped with the current version and, unless given, the current time.
    public init(_ kind: Kind, time: Double = Date().timeIntervalSince1970) {
        self.version = WireFormat.version
        self.time = time
        self.kind = kind
    }

    /// The kinds of event, each with its own data.
    public enum Kind: Hashable, Sendable {
        case runStarted(RunStarted)
        case suiteStarted(SuiteStarted)
        case testStarted(TestStarted)
        case issueRecorded(IssueRecorded)
        case testSkipped(TestSkipped)
        case attachmentAdded(AttachmentAdded)
        /// A performance test measured a metric (one event per metric).
        case measured(Measured)
        case testFinished(TestFinished)
        case suiteFinished(SuiteFinished)
        case runFinished(RunFinished)
        /// An issue recorded for a test that had already finished: never dropped, never
        /// blamed on whichever test happens to be running.
        case lateIssueRecorded(IssueRecorded)
    }
}

extension WireEvent {
    /// The bundle began running (after listing and filtering).
    public struct RunStarted: Hashable, Codable, Sendable {
        public var bundle: String
        public var processID: Int32
        public var testCount: Int
        /// The application the tests run inside, for an application bundle; nil (absent) for
        /// a library bundle.
        public var host: TestHostRecord?
        /// Swift Testing's own lines under its run's start (the library's version, the target
        /// platform), as its stream gives them, for `--format xctest` to print as they are; nil
        /// for XCTest. Shown, never read.
        public var swiftTestingBanner: [String]?
        public init(
            bundle: String, processID: Int32, testCount: Int, host: TestHostRecord? = nil,
            swiftTestingBanner: [String]? = nil
        ) {
            self.bundle = bundle
            self.processID = processID
            self.testCount = testCount
            self.host = host
            self.swiftTestingBanner = swiftTestingBanner
        }
    }

    /// A suite (the root, the bundle, or one test class) began.
    public struct SuiteStarted: Hashable, Codable, Sendable {
        public var suite: String
        public init(suite: String) { self.suite = suite }
    }

    /// A test method began. The offsets say how many bytes the process had written to its
    /// standard output and error so far, when those are files, so the runner can cut each
    /// test's captured output exactly.
    public struct TestStarted: Hashable, Codable, Sendable {
        public var test: TestIdentifier
        public var stdoutOffset: Int64?
        public var stderrOffset: Int64?
        public init(test: TestIdentifier, stdoutOffset: Int64? = nil, stderrOffset: Int64? = nil) {
            self.test = test
            self.stdoutOffset = stdoutOffset
            self.stderrOffset = stderrOffset
        }
    }

    /// An issue was recorded; `test` is nil when it belongs to a suite (class set-up).
    public struct IssueRecorded: Hashable, Codable, Sendable {
        public var test: TestIdentifier?
        public var suite: String?
        public var issue: IssueRecord
        public init(test: TestIdentifier?, suite: String? = nil, issue: IssueRecord) {
            self.test = test
            self.suite = suite
            self.issue = issue
        }
    }

    /// A test was skipped, with XCTest's full skip description.
    public struct TestSkipped: Hashable, Codable, Sendable {
        public var test: TestIdentifier
        public var description: String
        public var location: SourceLocation?
        public init(test: TestIdentifier, description: String, location: SourceLocation?) {
            self.test = test
            self.description = description
            self.location = location
        }
    }

    /// An attachment was added to a test; small payloads travel inline (base64).
    public struct AttachmentAdded: Hashable, Codable, Sendable {
        public var test: TestIdentifier?
        public var name: String?
        public var uniformTypeIdentifier: String
        public var lifetime: String
        public var payload: Data?
        public var path: String?
        public var activities: [String]
        public init(
            test: TestIdentifier?, name: String?, uniformTypeIdentifier: String, lifetime: String,
            payload: Data?, path: String?, activities: [String]
        ) {
            self.test = test
            self.name = name
            self.uniformTypeIdentifier = uniformTypeIdentifier
            self.lifetime = lifetime
            self.payload = payload
            self.path = path
            self.activities = activities
        }
    }

    /// A test method ended.
    ///
    /// `exceededTimeAllowance` is the one typed sign of a time-out the bundle saw itself: the
    /// execution time allowance, in seconds, that the test outlived before the bundle's
    /// watchdog stopped it (absent otherwise). Runners decide "timed out" from this field,
    /// never from an issue's text.
    public struct TestFinished: Hashable, Codable, Sendable {
        public var test: TestIdentifier
        public var outcome: TestOutcome
        public var duration: Double
        public var stdoutOffset: Int64?
        public var stderrOffset: Int64?
        public var exceededTimeAllowance: Double?
        /// A parameterized Swift Testing function's cases, in the order they ended (absent for
        /// any other test).
        public var cases: [TestCaseOutcome]?
        public init(
            test: TestIdentifier, outcome: TestOutcome, duration: Double, stdoutOffset: Int64? = nil,
            stderrOffset: Int64? = nil, exceededTimeAllowance: Double? = nil, cases: [TestCaseOutcome]? = nil
        ) {
            self.cases = cases
            self.test = test
            self.outcome = outcome
            self.duration = duration
            self.stdoutOffset = stdoutOffset
            self.stderrOffset = stderrOffset
            self.exceededTimeAllowance = exceededTimeAllowance
        }
    }

    /// A suite ended, with its totals.
    public struct SuiteFinished: Hashable, Codable, Sendable {
        public var suite: String
        public var counts: SuiteCounts
        public init(suite: String, counts: SuiteCounts) {
            self.suite = suite
            self.counts = counts
        }
    }

    /// The bundle finished running; `exitCode` is what the process is about to exit with.
    public struct RunFinished: Hashable, Codable, Sendable {
        public var counts: SuiteCounts
        public var exitCode: Int32
        /// Why the bundle's test host did not launch (exit code
        /// ``BundleExitCode/hostLaunchFailed``, no test run): the reason the runner gives every
        /// test of the batch, read from here, never from the bundle's standard error.
        public var hostLaunchFailure: String?
        public init(counts: SuiteCounts, exitCode: Int32, hostLaunchFailure: String? = nil) {
            self.counts = counts
            self.exitCode = exitCode
            self.hostLaunchFailure = hostLaunchFailure
        }
    }
}
