import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel

/// `harness history test NAME`: one test's results across runs, oldest first.
struct HistoryTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "One test's timeline: its outcome and duration in every recorded run."
    )

    @Argument(
        help: ArgumentHelp(
            "The test: its identifier (Module.Class/method) or its end (Class/method).", valueName: "test"))
    var name: String

    @OptionGroup var location: HistoryLocation

    func run() throws {
        let entries: [TimelineEntry]
        do {
            entries = try location.open().timeline(of: name)
        } catch let failure as HarnessFailure {
            throw failure
        } catch {
            throw HarnessFailure("failed to read the run history \(location.url.path): \(error)", code: 2)
        }
        guard !entries.isEmpty else {
            throw HarnessFailure(
                "the run history has no test '\(name)'; 'harness history' lists the tests it knows", code: 4)
        }
        if location.json {
            try location.printJSON(entries)
        } else {
            print(HistoryReportFormatter().lines(for: entries).joined(separator: "\n"))
        }
    }
}
