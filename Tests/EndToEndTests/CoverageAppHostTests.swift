import Foundation
import Testing

/// The seeds' complaint: an application's launch sequence counts as tested code. Under
/// `harness test --coverage`, `Examples/NoteServer`'s production launch migrates a fresh store
/// (`NoteStore.migrate`), yet the migration shows uncovered unless a test calls it.
@Suite(.serialized) struct CoverageAppHostTests {
    static let store = CoverageFixture.noteServer.appendingPathComponent("Sources/NoteKit/NoteStore.swift")

    /// The line of the first migration's body (the sample notes), found by its text.
    static func migrationLine() throws -> Int {
        let lines = try String(contentsOf: store, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("created by the first migration") })
        return index + 1
    }

    /// A covered run of `filter` with a fresh data folder, so that the launch really migrates;
    /// returns NoteStore.swift's line counts.
    static func run(_ filter: String) async throws -> (CommandResult, [Int: UInt64]) {
        let output = CoverageFixture.folder()
        let data = CoverageFixture.folder()
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: data)
        }
        let environment = ProcessInfo.processInfo.environment.merging(["NOTESERVER_DATA": data.path]) { $1 }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--coverage", "--package-path", CoverageFixture.noteServer.path, "--coverage-output",
                output.path,
                // Instrumented: a build folder of its own, so the example's plain build stays as it is.
                "--scratch-path", RepositoryPaths.fixtureScratch(named: "noteserver-covered").path, filter,
            ],
            environment: environment, timeLimit: 1_800)
        let counts = (try? CoverageFixture.lineCounts(lcovAt: output.appendingPathComponent("coverage.lcov"))) ?? [:]
        return (result, counts[store.path] ?? [:])
    }

    @Test func theProductionLaunchsMigrationIsNotCoverage() async throws {
        let (result, lines) = try await Self.run("NoteServerLaunchTests.RealLaunchTests")
        // The tests pass only if the launch migrated the store and loaded its notes.
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let line = try Self.migrationLine()
        #expect(lines[line] == 0, "the launch's migration counted as covered: \(result.standardOutput)")
        #expect(!lines.isEmpty, "NoteStore.swift is measured: \(result.diagnosis)")
    }

    @Test func theMigrationIsCoveredWhenATestCallsIt() async throws {
        let (result, lines) = try await Self.run("NoteServerAppTests.ProductionDelegateTests")
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let line = try Self.migrationLine()
        #expect((lines[line] ?? 0) > 0, "\(result.standardOutput)")
    }
}
