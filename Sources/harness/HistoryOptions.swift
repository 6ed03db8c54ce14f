import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel
import HarnessRunner

/// `harness test`'s options for the run history: where it lives, and what it decides.
struct HistoryOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The run history to read and record into (default: .build/harness/history.sqlite in the package).",
            valueName: "path"))
    var history: String?

    @Flag(help: "Run the tests that failed, crashed or timed out last time first, then the rest.")
    var failedFirst = false

    @Flag(help: "Run only the tests that failed, crashed or timed out last time, and tests the history has never seen.")
    var rerunFailed = false

    func validate() throws {
        if failedFirst && rerunFailed { throw ValidationError("--failed-first and --rerun-failed cannot be combined") }
    }

    /// `--failed-first` or `--rerun-failed`, if given.
    var failureMode: FailureSelection.Mode? {
        if rerunFailed { return .rerunFailed }
        return failedFirst ? .failedFirst : nil
    }

    /// The history file of the package at `root`; its notices go to standard error.
    func store(root: String) -> HistoryStore {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url =
            history.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
            ?? URL(fileURLWithPath: root).appendingPathComponent(HistoryStore.defaultPath)
        return HistoryStore(url: url) { notice in
            FileHandle.standardError.write(Data("warning: \(notice.text)\n".utf8))
        }
    }
}
