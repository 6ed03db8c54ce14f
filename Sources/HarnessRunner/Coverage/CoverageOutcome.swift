import HarnessWire

/// What a coverage collection produced: the summary to print, each test's executed lines
/// (under `per-test`), the report files, and one line for anything left out.
///
/// ```swift
/// for line in outcome.notices { print(line) }
/// ```
public struct CoverageOutcome: Sendable {
    public var summary: CoverageSummary
    public var perTest: [TestIdentifier: ExecutedLines]
    public var notices: [String]
    /// The lcov tracefile written; nil when no file was kept.
    public var lcovPath: String?
    /// llvm-cov's JSON export written; nil when no file was kept.
    public var jsonPath: String?

    public init(
        summary: CoverageSummary, perTest: [TestIdentifier: ExecutedLines], notices: [String], lcovPath: String?,
        jsonPath: String?
    ) {
        self.summary = summary
        self.perTest = perTest
        self.notices = notices
        self.lcovPath = lcovPath
        self.jsonPath = jsonPath
    }
}
