import Foundation
import HarnessWire

/// `Fixtures/AsyncSuite`, built and run like `BasicSuite` (see `FixtureBuilds`): each variant
/// once per test process, its unfiltered run shared by every check that reads it.
enum AsyncFixture {
    static let package = FixturePackage(name: "AsyncSuite", scratchName: "async")

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
        try await package.build(variant)
    }

    /// Runs the built bundle with `arguments` and `extraEnvironment`.
    static func run(
        _ variant: FixtureVariant, _ arguments: [String] = [], extraEnvironment: [String: String] = [:],
        recordingWire: Bool = false
    ) async throws -> BundleRun {
        try await build(variant)
        var environment = variant.buildEnvironment
        environment.merge(extraEnvironment) { _, new in new }
        return try await package.run(variant, arguments, environment: environment, recordingWire: recordingWire)
    }
}
