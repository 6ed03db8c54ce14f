import Foundation
import HarnessWire

/// `Fixtures/InteropSuite`, built on Harness and on the toolchain's XCTest (see
/// `FixtureBuilds`), each variant once per test process, and run on either framework's side.
enum InteropFixture {
    static let package = FixturePackage(name: "InteropSuite", scratchName: "interop")

    /// Builds the variant once per test process.
    static func build(_ variant: FixtureVariant) async throws {
        try await package.build(variant)
    }

    /// The XCTest tests (the bundle's default library), with the wire recorded if asked.
    static func runXCTest(
        _ variant: FixtureVariant, environment: [String: String] = [:], recordingWire: Bool = false
    ) async throws -> BundleRun {
        try await build(variant)
        return try await package.run(
            variant, [], environment: cleanEnvironment(environment), recordingWire: recordingWire
        )
    }

    /// The Swift Testing tests, with Swift Testing's own JSON event stream (ABI 6.3).
    static func runSwiftTesting(
        _ variant: FixtureVariant, environment: [String: String] = [:]
    ) async throws -> (BundleRun, SwiftTestingEventStream) {
        try await build(variant)
        let streamFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-interop-stream-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: streamFile) }
        let arguments = [
            "--testing-library", "swift-testing",
            "--event-stream-output-path", streamFile.path, "--event-stream-version", "6.3",
        ]
        let run = try await package.run(
            variant, arguments, environment: cleanEnvironment(environment), recordingWire: false
        )
        return (run, try SwiftTestingEventStream(contentsOf: streamFile))
    }

    /// This process's environment without anything that would change the fixture's behaviour
    /// (a wire, an interop mode), plus `extra`.
    private static func cleanEnvironment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        let inherited = [WireFormat.pathVariable, WireFormat.fileDescriptorVariable, InteropSuiteModel.modeVariable]
        for name in inherited {
            environment.removeValue(forKey: name)
        }
        environment.merge(extra) { _, new in new }
        return environment
    }
}
