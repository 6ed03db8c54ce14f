import HarnessWire

/// What a coverage collection produced: the summary to print, each test's executed lines
/// (under `per-test`), the report files, and one line for anything left out.
///
/// ```swift
/// for notice in outcome.notices { print(notice.text) }
/// ```
package struct CoverageOutcome: Sendable {
    package var summary: CoverageSummary
    package var perTest: [BundleTestIdentifier: ExecutedLines]
    package var notices: [RunnerNotice]
    /// The lcov tracefile written; nil when no file was kept.
    package var lcovPath: String?
    /// llvm-cov's JSON export written; nil when no file was kept.
    package var jsonPath: String?

    package init(
        summary: CoverageSummary, perTest: [BundleTestIdentifier: ExecutedLines], notices: [RunnerNotice],
        lcovPath: String?,
        jsonPath: String?
    ) {
        self.summary = summary
        self.perTest = perTest
        self.notices = notices
        self.lcovPath = lcovPath
        self.jsonPath = jsonPath
    }
}
