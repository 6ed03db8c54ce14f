import ArgumentParser
import Foundation
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

    /// Parses and runs, mapping every failure to the exit-code table of `RunnerExitCode`:
    /// a usage error is 2 (not ArgumentParser's 64), a `HarnessFailure` prints one line.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as HarnessFailure {
            FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
            Foundation.exit(failure.code)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                var text = message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
                if let last = text.last, ".?!".contains(last) { text.removeLast() }
                FileHandle.standardError.write(Data("error: \(text); run 'harness help' for usage\n".utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
