import Foundation
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessWire

/// `harness test --coverage` around the engine: before the build, the tools are found and the
/// profile folders emptied; while the bundles are listed, their profiles go aside; after the
/// run, the profiles become reports, a summary and (per test) the history's coverage rows.
///
/// ```swift
/// let coverage = try CoverageRun.start(request, swift: PackageBuilder.defaultSwift())
/// configuration.environment.merge(coverage.workerEnvironment) { $1 }
/// let collected = coverage.finish(inventory: inventory, outcome: outcome, jobs: 2, print: write)
/// collected.perTest   // each test's lines, for the history; collected.lcovPath: this run's report
/// ```
package struct CoverageRun {
    package let collector: CoverageCollector

    /// Finds `llvm-profdata` and `llvm-cov` and prepares the folders; a missing tool is bad
    /// input (exit 2), said before anything is built.
    package static func start(_ request: CoverageRequest, swift: String, environment: [String: String])
        throws(HarnessFailure) -> CoverageRun
    {
        do {
            let collector = CoverageCollector(
                request: request, tools: try CoverageTools.locate(swift: swift, environment: environment))
            try collector.prepare()
            return CoverageRun(collector: collector)
        } catch {
            throw HarnessFailure("failed to prepare coverage: \(error)", code: RunnerExitCode.badInput)
        }
    }

    package var workerEnvironment: [String: String] { collector.request.workerEnvironment }

    /// The bundles are listed by running them: an instrumented listing writes a profile too,
    /// which is not the tests' coverage, so it goes aside.
    package var listingEnvironment: [String: String] {
        [BundleVariable.profileFile.name: collector.request.listingProfilePattern]
    }

    /// What a run's coverage left: each test's executed lines (per test), and the lcov report
    /// this run wrote (nil when it wrote none).
    package struct Collected: Sendable {
        package var perTest: [BundleTestIdentifier: ExecutedLines] = [:]
        package var lcovPath: String?
        package var isPerTest = false
    }

    /// Collects the reports and prints the summary; returns each test's executed lines for
    /// the run history and the lcov report's path (the `--html` report's source view). A
    /// failure to collect is one line on standard error, and the run's exit code is left as the
    /// tests made it.
    package func finish(inventory: TestInventory, outcome: RunOutcome, jobs: Int, print write: (String) -> Void)
        -> Collected
    {
        let coverage: CoverageOutcome
        do {
            let bundles = inventory.bundles.map(\.path)
            coverage = try collector.collect(
                bundles: bundles, programs: PackageExecutables.beside(bundles: bundles), results: outcome.results,
                jobs: jobs,
                swiftTestingTests: inventory.swiftTestingTestsByStreamID)
        } catch {
            FileHandle.standardError.write(Data("error: coverage: \(error)\n".utf8))
            return Collected()
        }
        var lines = CoverageSummaryFormatter(filter: collector.request.filter).lines(for: coverage.summary)
        if let lcov = coverage.lcovPath, let json = coverage.jsonPath {
            lines.append("Coverage reports: \(lcov), \(json)")
        }
        if collector.request.mode == .perTest {
            lines.append("Per-test coverage: \(coverage.perTest.count) test(s) recorded in the run history")
        }
        write((lines + coverage.notices.map(\.text)).joined(separator: "\n") + "\n")
        return Collected(
            perTest: coverage.perTest, lcovPath: coverage.lcovPath, isPerTest: collector.request.mode == .perTest)
    }
}
