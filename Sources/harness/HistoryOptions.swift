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

    /// `--history` as an absolute path (relative to where `harness` was started); nil for the
    /// package's own.
    func path() -> String? {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return history.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path }
    }
}
