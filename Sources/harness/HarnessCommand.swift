import ArgumentParser

/// The `harness` command-line tool: the root command, which only lists its subcommands.
///
/// Each subcommand lives in its own file as its own `ParsableCommand`; add one by adding its
/// type to `subcommands` below.
///
/// ```sh
/// harness compare-logs toolchain.log harness.log
/// ```
@main
struct HarnessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "harness",
        abstract: "An XCTest-compatible testing system for Swift on Linux.",
        subcommands: [
            CompareLogsCommand.self,
        ]
    )
}
