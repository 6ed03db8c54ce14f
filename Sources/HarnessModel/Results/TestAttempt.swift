import HarnessWire

/// One execution of one test: the first run, a retry, or a repetition.
///
/// ```swift
/// let retried = TestAttempt(number: 2, status: .passed, duration: 0.01)
/// let result = TestResult(id: id, bundle: "PPackageTests", attempts: [first, retried])   // flaky
/// ```
public struct TestAttempt: Hashable, Sendable {
    /// 1 for the first attempt, 2 for the first retry, and so on.
    public var number: Int
    /// How this attempt ended (never `.flaky`: flakiness is a property of several attempts).
    public var status: TestStatus
    /// Wall-clock seconds, set-up and tear-down included.
    public var duration: Double
    /// Issues recorded, expected failures included (`issue.isKnownFailure`).
    public var issues: [IssueRecord]
    /// The skip description, when skipped (`Test skipped - reason`).
    public var skipMessage: String?
    /// Where the skip was thrown, when known: the toolchain's console prints it before the
    /// skip's sentence (`--format xctest` does too).
    public var skipLocation: SourceLocation?
    /// The signal that killed the process, when crashed by one.
    public var signal: Int32?
    /// The process's exit status, when it exited mid-test.
    public var exitStatus: Int32?

    /// Whether the attempt has no result because its worker exited as a bundle's run ends
    /// (status 0 or 1) before the test's end: a test's own `exit(0)`, a run that ended without
    /// starting it. No crash, and not called one (its status is ``TestStatus/crashed``, which
    /// fails the run).
    public var endedWithoutResult: Bool {
        status == .crashed && signal == nil
            && (exitStatus == BundleExitCode.success || exitStatus == BundleExitCode.testsFailed)
    }
    /// What the test printed to standard output and error (possibly truncated, see `outputTruncated`).
    public var stdout: String
    public var stderr: String
    /// True when the captured output was cut to the capture limit.
    public var outputTruncated: Bool
    /// Each metric a performance test measured, with its baseline comparison.
    public var measurements: [WireEvent.Measured]
    /// The attachments added, kept or deleted according to their lifetime.
    public var attachments: [AttachmentRecord]
    /// A parameterized Swift Testing function's cases, each with its arguments and outcome.
    public var cases: [TestCaseOutcome]

    public init(
        number: Int, status: TestStatus, duration: Double, issues: [IssueRecord] = [],
        skipMessage: String? = nil, signal: Int32? = nil, exitStatus: Int32? = nil,
        stdout: String = "", stderr: String = "", outputTruncated: Bool = false,
        measurements: [WireEvent.Measured] = [], attachments: [AttachmentRecord] = [], cases: [TestCaseOutcome] = []
    ) {
        self.cases = cases
        self.number = number
        self.status = status
        self.duration = duration
        self.issues = issues
        self.skipMessage = skipMessage
        self.signal = signal
        self.exitStatus = exitStatus
        self.stdout = stdout
        self.stderr = stderr
        self.outputTruncated = outputTruncated
        self.measurements = measurements
        self.attachments = attachments
    }
}
