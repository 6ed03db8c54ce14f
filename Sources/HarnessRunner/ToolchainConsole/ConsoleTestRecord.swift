import HarnessWire

/// Everything the console said about one run of one test, from its `started` line to its
/// `passed` / `failed` / `skipped` line.
///
/// ```swift
/// let log = ToolchainConsoleParser.parse(consoleText)
/// for record in log.tests where record.outcome == .failed {
///     print(record.name, record.issues.map(\.message))
/// }
/// ```
package struct ConsoleTestRecord: Hashable, Sendable {
    /// The test's `Class.method` name.
    package var name: ConsoleTestName
    /// How the test ended; nil when it started but the log ends (or moves on) without its
    /// closing line, which is what a crash, a hang killed from outside, or `exit()` look like.
    package var outcome: TestOutcome?
    /// The duration printed on the closing line, in seconds.
    package var duration: Double?
    /// Every `error:` line printed for the test, in order.
    package var issues: [ConsoleIssue]
    /// The note a skip prints (`Test skipped - reason`), if the test was skipped with one.
    package var skip: ConsoleIssue?
    /// The results of `measure` blocks, as printed after `measured `.
    package var measurements: [String]
    /// Any other line printed while the test ran: its own output, a crash message.
    package var output: [String]

    /// Creates a record of a test that has just started.
    package init(
        name: ConsoleTestName,
        outcome: TestOutcome? = nil,
        duration: Double? = nil,
        issues: [ConsoleIssue] = [],
        skip: ConsoleIssue? = nil,
        measurements: [String] = [],
        output: [String] = []
    ) {
        self.name = name
        self.outcome = outcome
        self.duration = duration
        self.issues = issues
        self.skip = skip
        self.measurements = measurements
        self.output = output
    }
}
