import Foundation
import Testing

/// `Fixtures/SignalApp`: an application that handles SIGTERM itself before `ApplicationMain`
/// keeps its handling. Its own `signal` handler runs (AppHost leaves the signal to it: a dispatch
/// source would replace the handler); its own dispatch source hears the signal beside AppHost's,
/// which still terminates in order; with neither, AppHost terminates in order alone.
@Suite("ApplicationMain keeps an application's own SIGTERM handling", .serialized)
struct AppHostSignalTests {
    static let packagePath = RepositoryPaths.fixture(named: "SignalApp")
    static let scratchPath = RepositoryPaths.fixtureScratch(named: "signalapp")
    static let application = scratchPath.appendingPathComponent("debug").appendingPathComponent("SignalApp")

    /// Built on first use only (``FixtureBuilds``); each test requires its success.
    private static func build() async throws -> CommandResult {
        try await FixtureBuilds.once(FixtureBuildName(packagePath, variant: "swift build")) {
            try await CommandRunner.run(
                tool: "swift",
                arguments: ["build", "--package-path", packagePath.path, "--scratch-path", scratchPath.path],
                environment: AppHostExample.cleanEnvironment(), timeLimit: 1_800)
        }
    }

    @Test(
        arguments: [
            ("none", Int32(143), ["SignalApp: active", "SignalApp: willTerminate"]),
            ("handler", Int32(42), ["SignalApp: active", "SignalApp: own handler ran"]),
            ("source", Int32(143), ["SignalApp: active", "SignalApp: own source ran", "SignalApp: willTerminate"]),
        ] as [(String, Int32, [String])])
    func sigtermReachesTheApplicationsOwnHandling(own: String, status: Int32, lines: [String]) async throws {
        let built = try await Self.build()
        try #require(built.exitCode == 0, "\(built.diagnosis)")
        let run = try RunningApplication(
            executable: Self.application, environment: ["SIGNALAPP_OWN": own])
        #expect(await run.waitForErrors(containing: "SignalApp: active", seconds: 30), "\(run.errors())")
        let exitStatus = await run.stop(with: SIGTERM)
        #expect(exitStatus == status, "\(run.errors())")
        let said = run.errors().split(separator: "\n").map(String.init).filter { $0.hasPrefix("SignalApp: ") }
        #expect(said == lines)
    }
}
