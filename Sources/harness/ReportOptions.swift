import ArgumentParser
import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessSession

/// The report options of `harness test` (`--junit PATH`, `--json PATH|-`, `--html PATH`), and
/// the reporters they attach beside the console.
///
/// `TestCommand` includes this group and hands ``settings()`` to the session, which makes the
/// reporters for each run; they see every ``RunnerEvent`` after the console does. When
/// `ReportSettings.claimsStandardOutput` is true (`--json -`), the console reporter writes to standard error
/// so the two never interleave. Under Bazel (`XML_OUTPUT_FILE` set), the session also writes
/// the JUnit report where Bazel wants it.
///
/// ```swift
/// @OptionGroup var reports: ReportOptions
/// settings.reports = reports.settings()
/// ```
struct ReportOptions: ParsableArguments {
    @Option(
        name: .customLong("junit"),
        help: ArgumentHelp("Write a JUnit XML report (Surefire dialect) to PATH.", valueName: "PATH"))
    var junitPath: String?

    @Option(
        name: .customLong("json"),
        help: ArgumentHelp(
            "Write the run's events as JSON lines to PATH, or to standard output with '-'.", valueName: "PATH|-"))
    var jsonPath: String?

    @Option(
        name: .customLong("html"), help: ArgumentHelp("Write a self-contained HTML report to PATH.", valueName: "PATH"))
    var htmlPath: String?

    @Option(
        name: .customLong("attachments"),
        help: ArgumentHelp(
            "Keep attachments in DIR (default: .build/harness/runs/<run>/ in the package).", valueName: "DIR"))
    var attachmentsPath: String?

    /// The run folder attachments are kept in: `--attachments DIR`, or a new folder named
    /// after the run's start (UTC) under the package's `.build/harness/runs/`.
    func attachmentsDirectory(packageRoot: String, started: Date = Date()) -> String {
        if let attachmentsPath {
            return attachmentsPath.hasPrefix("/")
                ? attachmentsPath : FileManager.default.currentDirectoryPath + "/" + attachmentsPath
        }
        return AttachmentStore.runFolder(packageRoot: packageRoot, started: started)
    }

    func validate() throws {
        for (option, path) in [("--junit", junitPath), ("--html", htmlPath)] where path == "-" {
            throw ValidationError("\(option) needs a file path; only --json can write to standard output ('-')")
        }
    }

    /// The report files for the session, their paths absolute.
    func settings() -> ReportSettings {
        var settings = ReportSettings()
        settings.junitPaths = junitPath.map { [absolute($0)] } ?? []
        settings.jsonPath = jsonPath.map { $0 == "-" ? "-" : absolute($0) }
        settings.htmlPath = htmlPath.map(absolute)
        return settings
    }

    /// Paths are taken relative to where `harness` was started, as users type them.
    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
