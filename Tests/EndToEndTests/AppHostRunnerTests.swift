import Foundation
import Testing

/// `Examples/NoteServer` through the runner, as the README's first command runs it:
/// `harness test --package-path Examples/NoteServer`, compared with ``AppHostRunnerModel``.
///
/// The runner builds the example in its own `.build` (as a user's run does), once, through
/// `harness list`; every test then runs `harness test --skip-build`.
@Suite(.serialized)
struct AppHostRunnerTests {
    static let package = RepositoryPaths.root.appendingPathComponent("Examples").appendingPathComponent("NoteServer")

    /// `harness test --package-path Examples/NoteServer --skip-build <arguments>`, with the
    /// example's variables in `environment`.
    static func harnessTest(_ arguments: [String], environment: [String: String] = [:]) async throws -> CommandResult {
        try await FixtureBuilds.harnessList(package)
        return try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--package-path", package.path, "--skip-build"] + arguments,
            environment: AppHostExample.cleanEnvironment(environment), timeLimit: 300)
    }

    @Test func everyBundleRunsAndMatchesTheModel() async throws {
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await Self.harnessTest([], environment: ["NOTESERVER_DATA": data.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == AppHostRunnerModel.statuses, "\(result.diagnosis)")
        #expect(
            result.outputLines.contains { $0.hasPrefix("    Starting 17 tests across 5 test bundles with ") },
            "\(result.diagnosis)")
        let bundleLines = result.outputLines.compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("Bundle ") ? String(trimmed.dropFirst("Bundle ".count)) : nil
        }
        #expect(bundleLines == AppHostRunnerModel.bundleLines, "\(result.diagnosis)")
        #expect(result.outputLines.last == "17 passed, 0 failed", "\(result.diagnosis)")
    }

    /// The seeds' promise, proved by a side effect: the production delegate creates its data
    /// folder and logs its lifecycle as soon as it is instantiated and launched. Running the
    /// testing-delegate bundle (output streamed, not captured) must do neither, while the
    /// production bundle with the same variables does both.
    @Test func theTestingDelegateBundleNeverInstantiatesTheProductionDelegate() async throws {
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let testing = try await Self.harnessTest(
            ["--no-capture", "NoteServerAppTests"], environment: ["NOTESERVER_DATA": data.path])
        #expect(testing.exitCode == 0, "\(testing.diagnosis)")
        #expect(RunnerFixture.statuses(in: testing.standardOutput).count == 6, "\(testing.diagnosis)")
        #expect(!FileManager.default.fileExists(atPath: data.path), "the production delegate's store was opened")
        #expect(
            AppHostExample.lifecycleLines(testing.standardOutput + testing.standardError).isEmpty,
            "\(testing.diagnosis)")

        let production = try await Self.harnessTest(
            ["--no-capture", "NoteServerLaunchTests"], environment: ["NOTESERVER_DATA": data.path])
        #expect(production.exitCode == 0, "\(production.diagnosis)")
        #expect(FileManager.default.fileExists(atPath: data.path), "the side effect the first run must not have")
        #expect(
            AppHostExample.lifecycleLines(production.standardOutput + production.standardError).contains(
                "NoteServer: willTerminate"),
            "\(production.diagnosis)")
    }

    /// A production launch that cannot load its configuration: the bundle exits 4 before any
    /// test, the runner reports its tests as not run (not as crashes) with the launch's reason,
    /// the other bundles run as usual, and the run exits 5.
    @Test func aFailedLaunchIsReportedAsSuch() async throws {
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await Self.harnessTest(
            [], environment: ["NOTESERVER_DATA": data.path, "NOTESERVER_CONFIG_URL": "http://127.0.0.1:1"])
        #expect(result.exitCode == 5, "\(result.diagnosis)")
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == AppHostRunnerModel.statusesWithFailedProductionLaunch,
            "\(result.diagnosis)")
        #expect(!result.standardOutput.contains("CRASH"), "\(result.diagnosis)")
        #expect(
            result.standardOutput.contains(
                "failed to launch the test host of NoteServerLaunchTests: NoteServer: failed to launch: "
                    + "NoteServer.NoteServerDelegate threw"
            ),
            "\(result.diagnosis)")
        #expect(
            result.outputLines.last == "14 passed, 0 failed, 3 not run (test host failed to launch)",
            "\(result.diagnosis)")
    }

    @Test func listShowsWhichBundlesAreWhich() async throws {
        try await FixtureBuilds.harnessList(Self.package)
        let result = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["list", "--package-path", Self.package.path, "--skip-build"])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(
            result.outputLines.first
                == "NoteServerPackageTests  5 test bundles (3 library, 2 application) · 8 classes · 1 suite · 17 tests "
                + "(16 XCTest, 1 Swift Testing)",
            "\(result.diagnosis)")
        #expect(result.outputLines.contains("  NoteKitTests  library bundle · 2 classes · 5 tests"))
        #expect(
            result.outputLines.contains(
                "  NoteServerAppTests  application bundle · hosted by NoteServer.NoteServerApp with "
                    + "NoteServerAppTests.TestingAppDelegate (testing delegate) · 3 classes · 6 tests"
            ))
        #expect(
            result.outputLines.contains(
                "  NoteServerLaunchTests  application bundle · hosted by NoteServer.NoteServerApp with "
                    + "NoteServer.NoteServerDelegate (production delegate) · 2 classes · 3 tests"
            ))
        #expect(result.outputLines.last == "17 tests in 5 test bundles (1 executable)")
    }
}
