import Foundation
import Testing

/// `harness baseline record|accept|show|delete` end to end on `Fixtures/PerformanceSuite`, as a
/// user runs them: record and accept re-run `harness test` with `HARNESS_BASELINE` set, and the
/// bundles write the baselines (into a folder of the test's own, `HARNESS_BASELINE_DIR`, so no
/// run writes into the repository).
@Suite(.serialized)
struct RunnerBaselineCommandTests {
    static let package = RepositoryPaths.fixture(named: "PerformanceSuite")
    static let pauseClass = "PerformanceSuiteTests.PauseTests"

    /// `harness baseline <arguments> --package-path <fixture>` with the folder and the slowdown.
    static func baseline(_ arguments: [String], folder: URL, slowdown: Int = 1) async throws -> CommandResult {
        var environment = ProcessInfo.processInfo.environment
        for key in ["HARNESS_BASELINE", "HARNESS_PERFORMANCE_STRICT"] { environment.removeValue(forKey: key) }
        environment["HARNESS_BASELINE_DIR"] = folder.path
        environment["PERFORMANCE_FIXTURE_SLOWDOWN"] = "\(slowdown)"
        return try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["baseline"] + arguments + ["--package-path", package.path],
            environment: environment, timeLimit: 1_800)
    }

    /// The recorded average of `testPause` on this machine, from `baseline show`.
    static func average(in show: CommandResult) -> Double? {
        guard
            let line = show.outputLines.first(where: {
                $0.contains("PauseTests/testPause") && $0.contains("(this machine)")
            })
        else { return nil }
        // `…/testPause  WallClockTime: baseline 0.005118 s, allowed 10%, …`: the metric's first number.
        let words = line.split(separator: " ")
        guard let metric = words.firstIndex(of: "WallClockTime:") else { return nil }
        return words[metric...].lazy.compactMap { Double($0) }.first
    }

    @Test func recordShowAcceptAndDelete() async throws {
        let folder = try PerformanceFixture.baselineFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let empty = try await Self.baseline(["show"], folder: folder)
        #expect(empty.exitCode == 0)
        #expect(empty.outputLines.last?.hasPrefix("no baselines") == true, "\(empty.diagnosis)")

        // record: builds (on first use) and runs the measured test, which stores its baseline.
        let recorded = try await Self.baseline(["record", Self.pauseClass], folder: folder)
        #expect(recorded.exitCode == 0, "\(recorded.diagnosis)")
        #expect(recorded.outputLines.contains { $0.hasPrefix("baselines recorded for \(Self.pauseClass)") })
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("PerformanceBaselines.json").path))
        // Sleeps last at least as long as asked, however loaded the machine: lower bounds only.
        let first = try #require(Self.average(in: try await Self.baseline(["show"], folder: folder)))
        #expect(first >= 0.005, "5 ms pauses: \(first)")

        // record never overwrites: against a baseline no 5 ms pause can match (edited into
        // the file), the run is a regression, record fails, and the file keeps its value.
        let file = folder.appendingPathComponent("PerformanceBaselines.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #""average" : [0-9.e+-]+"#, with: #""average" : 0.0001"#, options: .regularExpression)
        #expect(edited != text)
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let slower = try await Self.baseline(["record", Self.pauseClass], folder: folder)
        #expect(slower.exitCode == 1, "\(slower.diagnosis)")
        #expect(slower.standardOutput.contains("% worse than the baseline "))
        #expect(Self.average(in: try await Self.baseline(["show"], folder: folder)) == 0.0001)

        // accept replaces this machine's baseline with the run's average (20 ms pauses now).
        let accepted = try await Self.baseline(["accept", Self.pauseClass], folder: folder, slowdown: 4)
        #expect(accepted.exitCode == 0, "\(accepted.diagnosis)")
        #expect(accepted.outputLines.contains { $0.hasPrefix("baselines accepted for \(Self.pauseClass)") })
        let replaced = try #require(Self.average(in: try await Self.baseline(["show"], folder: folder)))
        #expect(replaced >= 0.02, "accepted \(replaced) after 20 ms pauses")

        let deleted = try await Self.baseline(["delete", Self.pauseClass], folder: folder)
        #expect(deleted.exitCode == 0, "\(deleted.diagnosis)")
        #expect(deleted.outputLines.last?.hasPrefix("deleted 1 baseline") == true, "\(deleted.diagnosis)")
        #expect(try await Self.baseline(["show"], folder: folder).outputLines.last?.hasPrefix("no baselines") == true)
    }
}
