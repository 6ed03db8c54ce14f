import ArgumentParser
import HarnessRunner

/// The report options of `harness test` (`--junit PATH`, `--json PATH|-`, `--html PATH`), and
/// the reporters they attach beside the console.
///
/// `TestCommand` includes this group and calls ``makeReporters(context:)`` once, before the run;
/// the returned reporters see every ``RunnerEvent`` after the console does. When
/// ``claimsStandardOutput`` is true (`--json -`), the console reporter writes to standard error
/// so the two never interleave.
///
/// ```swift
/// @OptionGroup var reports: ReportOptions
/// let extra = try reports.makeReporters(context: context)
/// ```
///
/// This group belongs to the reports work (part B): add its options and reporters here.
struct ReportOptions: ParsableArguments {
    /// Whether a report goes to standard output (`--json -`).
    var claimsStandardOutput: Bool { false }

    /// The reporters the options ask for; throws a one-line error for an unusable path.
    func makeReporters(context: ReportContext) throws -> [any RunReporter] {
        []
    }
}
