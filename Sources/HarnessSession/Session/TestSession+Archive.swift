import Foundation
import HarnessHistory
import HarnessModel

extension TestSession {
    /// `harness archive`: builds and lists the package as a run would, finds each test's
    /// declaration, and writes one file another machine runs with `harness test --archive`
    /// (``TestArchive``), the run history included when asked.
    package func archive(to output: String, includingHistory: Bool) throws(HarnessFailure) -> ArchiveManifest {
        let inventory = try self.inventory()
        let history =
            settings.historyPath
            ?? URL(fileURLWithPath: settings.packageRoot).appendingPathComponent(HistoryStore.defaultPath).path
        if includingHistory, !FileManager.default.fileExists(atPath: history) {
            throw HarnessFailure(
                "--include-history: there is no run history at '\(history)': run 'harness test' first, or name one "
                    + "with --history",
                code: RunnerExitCode.badInput)
        }
        let contents = TestArchive.Contents(
            inventory: inventory, sources: source.sourceMap(of: inventory),
            description: try source.packageDescription(),
            packageRoot: settings.packageRoot, toolchainXCTest: source.runsToolchainXCTest,
            history: includingHistory ? history : nil, swift: settings.swift)
        return try TestArchive.write(contents, to: output)
    }
}
