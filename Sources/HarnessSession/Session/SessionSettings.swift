import Foundation
import HarnessModel
import HarnessReports

/// Everything a front end decided, as plain values: which package, how to build it, what to
/// select and how to run it, which reports to write, where the history is. `harness test`,
/// watch mode and the baseline commands each fill one and hand it to ``TestSession``.
///
/// ```swift
/// var settings = SessionSettings(packageRoot: root, environment: ProcessInfo.processInfo.environment)
/// settings.request.filters = [TestFilter("BasicFunctionsTests")]
/// settings.configuration.retries = 2
/// settings.reports.junitPath = "/tmp/report.xml"
/// ```
package struct SessionSettings: Sendable {
    package var packageRoot: String
    /// The session's environment, the only one it reads: Bazel's and CI's variables, `SWIFT`
    /// and `PATH` (which `swift` builds), what SwiftPM, the listings and the workers inherit.
    /// The front end's entry point hands it over (`harness` its own process's).
    package var environment: [String: String]
    /// The selection as given: filters, skips, tests run alone, the test plan's.
    package var request = RunRequest()
    /// How to run: jobs, timeouts, retries, repetitions, the random seed (its one home).
    package var configuration = RunConfiguration()
    package var build = BuildSettings()
    /// `--partition` as typed (`hash:2/3`, or a kind alone that takes K/N from CI's or
    /// Bazel's variables).
    package var partition: String?
    /// `--timings-from`: JUnit reports whose durations a `time` partition is cut with, instead
    /// of the run history's.
    package var timingReports: [String] = []
    /// `--failed-first` or `--rerun-failed`.
    package var failureMode: FailureSelection.Mode?
    /// Whether a long class may be split across workers by method.
    package var splitsClasses = true
    /// Plan and stop (`--dry-run`).
    package var plansOnly = false
    /// Notices every reporter gets after the run's start (a test plan's ignored keys).
    package var notices: [RunnerNotice] = []
    /// `--coverage`: what to collect after each run.
    package var coverage: CoverageRequest?
    /// The report files written after each run (JUnit, JSON lines, HTML).
    package var reports = ReportSettings()
    /// The run history's file; nil keeps it under the package's `.build/harness/`.
    package var historyPath: String?
    /// Where the session's own lines go (`--changed`'s explanation, coverage's summary, the
    /// history's warnings): standard output unless a report takes it.
    package var write: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }

    package init(packageRoot: String, environment: [String: String]) {
        self.packageRoot = packageRoot
        self.environment = environment
    }

    /// The `swift` that builds: the one asked for, else the environment's (``PackageBuilder/defaultSwift(in:)``).
    package var swift: String { build.swift ?? PackageBuilder.defaultSwift(in: environment) }
}
