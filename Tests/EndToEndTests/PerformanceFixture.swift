import Foundation
import HarnessWire

/// `Fixtures/PerformanceSuite`, built once per test process per variant (as `FixtureBuild`
/// builds BasicSuite) and run with a baseline folder of the test's own, so that no run ever
/// writes into the repository.
enum PerformanceFixture {
    static let name = "PerformanceSuite"
    /// The classes that run the same on both XCTests.
    static let sharedClasses = "PerformanceSuiteTests.ClassicAPITests,PerformanceSuiteTests.MisuseTests"
    /// The test whose baseline the workflow records, accepts and breaks.
    static let pauseTest = "PerformanceSuiteTests.PauseTests/testPause"

    /// Why the fixture could not be built.
    struct BuildFailure: Error, CustomStringConvertible {
        var variant: FixtureVariant
        var result: CommandResult
        var description: String { "failed to build the \(variant) PerformanceSuite fixture:\n\(result.diagnosis)" }
    }

    private static let harnessBuild = Task { try await build(.harness) }
    private static let toolchainBuild = Task { try await build(.toolchain) }

    /// Runs the built bundle with `arguments`, `environment` added to the variant's, and the
    /// wire recorded.
    static func run(_ variant: FixtureVariant, _ arguments: [String], environment extra: [String: String] = [:]) async throws -> BundleRun {
        switch variant {
        case .harness: try await harnessBuild.value
        case .toolchain: try await toolchainBuild.value
        }
        var environment = variant.buildEnvironment
        for key in ["HARNESS_BASELINE", "HARNESS_PERFORMANCE_STRICT", "HARNESS_BASELINE_DIR", "PERFORMANCE_FIXTURE_SLOWDOWN"] {
            environment.removeValue(forKey: key)
        }
        environment.merge(extra) { _, new in new }
        let wireFile = FileManager.default.temporaryDirectory.appendingPathComponent("harness-perf-wire-\(UUID().uuidString).jsonl")
        if variant == .harness { environment[WireFormat.pathVariable] = wireFile.path }
        defer { try? FileManager.default.removeItem(at: wireFile) }
        let result = try await CommandRunner.run(bundlePath(variant), arguments: arguments, environment: environment, timeLimit: 120)
        var events: [WireEvent] = []
        var undecodable: [String] = []
        if let text = try? String(contentsOf: wireFile, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.isEmpty {
                do { events.append(try WireEvent.decodeLine(line)) } catch { undecodable.append("\(line) — \(error)") }
            }
        }
        return BundleRun(result: result, events: events, undecodableLines: undecodable)
    }

    /// A fresh, empty baseline folder.
    static func baselineFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-perf-baselines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func scratchPath(_ variant: FixtureVariant) -> URL {
        RepositoryPaths.fixtureScratch(named: variant == .harness ? "performance" : "performance-toolchain")
    }

    static func bundlePath(_ variant: FixtureVariant) -> URL {
        scratchPath(variant).appendingPathComponent("debug").appendingPathComponent("PerformanceSuitePackageTests.xctest")
    }

    private static func build(_ variant: FixtureVariant) async throws {
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

extension BundleRun {
    /// The `measured` events, in order.
    var measurements: [WireEvent.Measured] {
        events.compactMap { if case .measured(let measured) = $0.kind { measured } else { nil } }
    }
}
