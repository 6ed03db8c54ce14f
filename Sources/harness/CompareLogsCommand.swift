import ArgumentParser
import Foundation
import HarnessReports
import HarnessRunner
import HarnessSession

/// `harness compare-logs`: compares two XCTest console logs of the same tests, one run on the
/// toolchain's XCTest and one on Harness, test by test.
///
/// ```sh
/// harness compare-logs toolchain.log harness.log
/// harness compare-logs --only-differences toolchain.log harness.log
/// ```
///
/// Exit status: 0 when every test ended the same way, 1 when any differs, 2 when a log cannot
/// be used (missing, unreadable, or showing no test).
struct CompareLogsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-logs",
        abstract: "Compare per-test outcomes of a toolchain-XCTest run and a Harness run.",
        discussion: """
            Both files hold the console output of a test bundle (`Test Case '…' started at …` \
            lines). Prints one row per test and a one-line verdict. Exits 0 when all outcomes \
            are identical, 1 when any differ, 2 when a log cannot be used.
            """
    )

    @Argument(help: "Console output of the bundle built against the toolchain's XCTest.")
    var toolchainLog: String

    @Argument(help: "Console output of the same bundle built against Harness's XCTest.")
    var harnessLog: String

    @Flag(help: "List only tests whose outcomes (or issue counts) differ.")
    var onlyDifferences = false

    func run() throws {
        let comparison: OutcomeComparison
        do {
            comparison = OutcomeComparison(
                toolchain: try ConsoleLogLoader.load(path: toolchainLog, side: "toolchain"),
                harness: try ConsoleLogLoader.load(path: harnessLog, side: "Harness")
            )
        } catch {
            // Typed throws: `error` is a ConsoleLogLoader.Failure, already one readable line.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let formatter = ComparisonReportFormatter(onlyDifferences: onlyDifferences)
        for line in formatter.lines(for: comparison) {
            print(line)
        }
        if !comparison.verdict.isIdentical {
            throw ExitCode.failure
        }
    }
}
