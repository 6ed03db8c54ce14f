import Foundation
import HarnessWire

/// The `Examples/NoteServer` package, built once per test process for the AppHost end-to-end
/// tests: its `NoteServer` executable and its test bundle (three groups: a library module, a
/// testing-delegate host, a production-delegate host).
enum AppHostExample {
    static let packagePath = RepositoryPaths.root.appendingPathComponent("Examples").appendingPathComponent(
        "NoteServer")
    /// The scratch folder the fixtures that adopt Harness by path share (``FixturePackage``).
    static let scratchPath = FixturePackage.adoptersScratch
    static let application = scratchPath.appendingPathComponent("debug").appendingPathComponent("NoteServer")
    static let bundle = scratchPath.appendingPathComponent("debug").appendingPathComponent(
        "NoteServerPackageTests.xctest")

    /// Builds on first use only; later callers await the same build (``FixtureBuilds``).
    static func built() async throws {
        try await FixtureBuilds.command(FixtureBuildName(packagePath, variant: "swift build --build-tests")) {
            try await AdoptersScratch.build(packagePath, environment: cleanEnvironment())
        }
    }

    /// This process's environment without wire variables, plus `extra`.
    static func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: WireFormat.pathVariable)
        environment.removeValue(forKey: WireFormat.fileDescriptorVariable)
        environment.removeValue(forKey: "HARNESS_HOST_GROUP")
        environment.removeValue(forKey: "APPHOST_LAUNCH_ALLOWANCE")
        return environment.merging(extra) { _, new in new }
    }

    /// A data folder of its own for one run (not created: the production launch creates it).
    static func freshDataFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("noteserver-e2e-\(UUID().uuidString)")
    }

    /// Runs the test bundle with `arguments` and the example's variables.
    static func runBundle(_ arguments: [String], environment: [String: String] = [:], wireFile: URL? = nil) async throws
        -> CommandResult
    {
        var extra = environment
        if let wireFile { extra[WireFormat.pathVariable] = wireFile.path }
        return try await CommandRunner.run(
            bundle, arguments: arguments, environment: cleanEnvironment(extra), timeLimit: 120)
    }

    /// The lines of `text` that NoteServer's delegate logged (`NoteServer: …`).
    static func lifecycleLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("NoteServer: ") && !$0.contains("ready on") }
    }
}
