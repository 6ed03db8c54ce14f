import Foundation

/// Builds each fixture variant at most once per test process and hands every test the
/// same result.
///
/// The first test to ask starts the build; tests that ask while it runs await the same
/// task. Across processes, SwiftPM's own lock on the scratch folder serialises builds, and the
/// second build finds nothing to do.
enum FixtureBuild {
    /// Why a fixture could not be built: the whole log, since the cause is usually in the middle.
    struct Failure: Error, CustomStringConvertible {
        var variant: FixtureVariant
        var result: CommandResult
        var description: String { "failed to build the \(variant) fixture:\n\(result.diagnosis)" }
    }

    /// Builds on first use only: a `static let` is initialised exactly once, atomically.
    private static let harnessBuild = Task { try await build(.harness) }
    private static let toolchainBuild = Task { try await build(.toolchain) }

    /// The built fixture for `variant`, building it first if no test has yet.
    static func built(_ variant: FixtureVariant) async throws -> BuiltFixture {
        switch variant {
        case .harness: try await harnessBuild.value
        case .toolchain: try await toolchainBuild.value
        }
    }

    private static func build(_ variant: FixtureVariant) async throws -> BuiltFixture {
        let started = Date()
        let result = try await CommandRunner.run(
            tool: "swift",
            arguments: ["build", "--build-tests"] + variant.packageArguments,
            environment: variant.buildEnvironment,
            timeLimit: 1_800
        )
        guard result.exitCode == 0, FileManager.default.isExecutableFile(atPath: variant.bundlePath.path) else {
            throw Failure(variant: variant, result: result)
        }
        return BuiltFixture(variant: variant, buildSeconds: Date().timeIntervalSince(started))
    }
}
