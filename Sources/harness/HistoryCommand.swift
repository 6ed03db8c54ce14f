import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel

/// `harness history`: what the run history knows: the slowest tests and classes, the flaky
/// tests with their evidence, the tests failing now and since when; one test's timeline;
/// merging CI shards' histories.
///
/// ```sh
/// harness history
/// harness history --json
/// harness history test MathTests/testDivide
/// harness history merge --into cache.sqlite shard-1.sqlite shard-2.sqlite
/// ```
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show what the run history knows: slowest, flaky and failing tests.",
        subcommands: [HistoryShowCommand.self, HistoryTestCommand.self, HistoryMergeCommand.self],
        defaultSubcommand: HistoryShowCommand.self
    )
}

/// Where `harness history …` reads: the package's history or `--history PATH`.
struct HistoryLocation: ParsableArguments {
    @Option(help: ArgumentHelp("The package whose history to read.", valueName: "path"))
    var packagePath: String = "."

    @Option(
        help: ArgumentHelp(
            "The run history file (default: .build/harness/history.sqlite in the package).", valueName: "path"))
    var history: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    var url: URL {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let history { return URL(fileURLWithPath: history, relativeTo: base).standardizedFileURL }
        return URL(fileURLWithPath: packagePath, relativeTo: base).standardizedFileURL
            .appendingPathComponent(HistoryStore.defaultPath)
    }

    /// The history, opened for reading; a missing or unusable file is one line and exit 2.
    func open() throws(HarnessFailure) -> HistoryDatabase {
        do {
            return try HistoryDatabase(url: url, readOnly: true)
        } catch {
            throw HarnessFailure(
                "failed to read the run history \(url.path): \(error); run 'harness test' first or pass --history",
                code: 2
            )
        }
    }

    /// Prints `value` as sorted, pretty JSON.
    func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
