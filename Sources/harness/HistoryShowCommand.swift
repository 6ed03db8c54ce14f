import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel

/// `harness history` (the default): failing, flaky and slowest tests and classes.
struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "The failing tests and since when, the flaky tests with evidence, the slowest tests and classes."
    )

    @OptionGroup var location: HistoryLocation

    @Option(help: "How many of the slowest tests and classes to show.")
    var limit: Int = 10

    func run() throws {
        let report: HistoryReport
        do {
            report = try location.open().report(limit: limit)
        } catch let failure as HarnessFailure {
            throw failure
        } catch {
            throw HarnessFailure("failed to read the run history \(location.url.path): \(error)", code: 2)
        }
        if location.json {
            try location.printJSON(report)
        } else {
            print(HistoryReportFormatter().lines(for: report).joined(separator: "\n"))
        }
    }
}
