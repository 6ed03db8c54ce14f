/// What a finished run leaves: every result, the totals, the exit code.
///
/// ```swift
/// let outcome = RunEngine(plan: plan, configuration: configuration, workingDirectory: root, reporter: console).run()
/// exit(outcome.exitCode)
/// ```
public struct RunOutcome: Hashable, Sendable {
    public var results: [TestResult]
    public var summary: RunSummary
    public var exitCode: Int32

    public init(results: [TestResult], summary: RunSummary, exitCode: Int32) {
        self.results = results
        self.summary = summary
        self.exitCode = exitCode
    }
}
