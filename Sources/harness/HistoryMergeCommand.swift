import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel

/// `harness history merge A.sqlite B.sqlite …`: folds CI shards' histories into one.
struct HistoryMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Fold other history files (CI shards) into this one; runs already there are not added twice."
    )

    @Argument(help: ArgumentHelp("History files to fold in.", valueName: "file"))
    var sources: [String]

    @Option(help: ArgumentHelp("The history to merge into (default: --history, or the package's).", valueName: "path"))
    var into: String?

    @OptionGroup var location: HistoryLocation

    func validate() throws {
        if sources.isEmpty { throw ValidationError("name at least one history file to merge") }
    }

    func run() throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let target = into.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL } ?? location.url
        let database: HistoryDatabase
        do {
            database = try HistoryDatabase(url: target)
        } catch {
            throw HarnessFailure("failed to open the run history \(target.path): \(error)", code: 2)
        }
        // Every file is checked before the first write: one that is not a history merges nothing.
        let urls = sources.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        let counts: [(String, Int)]
        do {
            counts = Array(zip(sources, try database.merge(from: urls)))
        } catch let error as HistoryDatabase.MergeSourceError {
            throw HarnessFailure(
                "failed to merge \(error.description): pass history files that 'harness test --history' wrote", code: 2)
        } catch {
            throw HarnessFailure("failed to merge: \(error)", code: 2)
        }
        if location.json {
            try location.printJSON(Dictionary(counts, uniquingKeysWith: +))
        } else {
            for (source, added) in counts {
                print("\(source): \(added) run\(added == 1 ? "" : "s") added")
            }
        }
    }
}
