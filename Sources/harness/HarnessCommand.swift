import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessModel

/// The `harness` command-line tool: the root command, which only lists its subcommands.
///
/// Each subcommand lives in its own file as its own `ParsableCommand`; add one by adding its
/// type to `subcommands` below.
///
/// ```sh
/// harness test --package-path Examples/Calculator
/// harness list --json
/// harness compare-logs toolchain.log harness.log
/// ```
@main
struct HarnessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "harness",
        abstract: "An XCTest-compatible testing system for Swift on Linux.",
        subcommands: [
            TestCommand.self,
            ListCommand.self,
            ArchiveCommand.self,
            CompareLogsCommand.self,
            BaselineCommand.self,
            HistoryCommand.self,
            CoverageCommand.self,
            UICommand.self,
        ]
    )

    /// Parses and runs with Harness's exit-code table (`CommandMain`).
    static func main() { CommandMain.run(Self.self, helpCommand: "harness help") }
}
