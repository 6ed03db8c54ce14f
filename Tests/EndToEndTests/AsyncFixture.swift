import Foundation
import HarnessWire

/// `Fixtures/AsyncSuite`, built and run like `BasicSuite` (see `FixtureBuild`): each variant
/// once per test process, its unfiltered run shared by every check that reads it.
enum AsyncFixture {
    static let name = "AsyncSuite"

    /// Why the fixture could not be built.
    struct BuildFailure: Error, CustomStringConvertible {
        var variant: FixtureVariant
        var result: CommandResult
        var description: String { "failed to build the \(variant) AsyncSuite fixture:\n\(result.diagnosis)" }
    }

    private static let harnessBuild = Task { try await compile(.harness) }
    private static let toolchainBuild = Task { try await compile(.toolchain) }
    private static let harnessFullRun = Task { try await run(.harness, recordingWire: true) }
    private static let toolchainFullRun = Task { try await run(.toolchain) }
    private static let harnessSharedRun = Task { try await run(.harness, [AsyncSuiteModel.sharedClassFilter]) }
    private static let toolchainSharedRun = Task { try await run(.toolchain, [AsyncSuiteModel.sharedClassFilter]) }

    /// The bundle run with no arguments; for Harness, with the wire recorded.
    static func fullRun(_ variant: FixtureVariant) async throws -> BundleRun {
        switch variant {
        case .harness: try await harnessFullRun.value
        case .toolchain: try await toolchainFullRun.value
        }
    }

    /// The run of the shared target's classes alone: the golden comparison's input.
    static func sharedRun(_ variant: FixtureVariant) async throws -> BundleRun {
        switch variant {
        case .harness: try await harnessSharedRun.value
        case .toolchain: try await toolchainSharedRun.value
        }
    }

    /// Builds the variant's bundle unless a test already has.
    static func build(_ variant: FixtureVariant) async throws {
        switch variant {
        case .harness: try await harnessBuild.value
        case .toolchain: try await toolchainBuild.value
        }
    }

    /// Runs the built bundle with `arguments` and `extraEnvironment`.
    static func run(_ variant: FixtureVariant, _ arguments: [String] = [], extraEnvironment: [String: String] = [:], recordingWire: Bool = false) async throws -> BundleRun {
        try await build(variant)
        var environment = variant.buildEnvironment
        environment.merge(extraEnvironment) { _, new in new }
        var wireFile: URL?
        if recordingWire {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("harness-async-wire-\(UUID().uuidString).jsonl")
            environment[WireFormat.pathVariable] = file.path
            wireFile = file
        }
        defer { if let wireFile { try? FileManager.default.removeItem(at: wireFile) } }
        let result = try await CommandRunner.run(bundlePath(variant), arguments: arguments, environment: environment, timeLimit: 120)
        var events: [WireEvent] = []
        var undecodable: [String] = []
        if let wireFile, let text = try? String(contentsOf: wireFile, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.isEmpty {
                do { events.append(try WireEvent.decodeLine(line)) } catch { undecodable.append("\(line) — \(error)") }
            }
        }
        return BundleRun(result: result, events: events, undecodableLines: undecodable)
    }

    /// The variant's scratch folder, apart from BasicSuite's.
    static func scratchPath(_ variant: FixtureVariant) -> URL {
        RepositoryPaths.fixtureScratch(named: variant == .harness ? "async" : "async-toolchain")
    }

    /// The `.xctest` executable, through the `debug` link (so the bundle suite is `debug.xctest`).
    static func bundlePath(_ variant: FixtureVariant) -> URL {
        scratchPath(variant).appendingPathComponent("debug").appendingPathComponent("AsyncSuitePackageTests.xctest")
    }

    private static func compile(_ variant: FixtureVariant) async throws {
        let result = try await CommandRunner.run(
            tool: "swift",
            arguments: ["build", "--build-tests", "--package-path", RepositoryPaths.fixture(named: name).path, "--scratch-path", scratchPath(variant).path],
            environment: variant.buildEnvironment,
            timeLimit: 1_800
        )
        guard result.exitCode == 0, FileManager.default.isExecutableFile(atPath: bundlePath(variant).path) else {
            throw BuildFailure(variant: variant, result: result)
        }
    }
}
