/// Runs shared by several tests: each bundle's unfiltered run (and the run of the shared
/// classes alone) happens once per test process, and every check reads the same output.
enum FixtureRuns {
    private static let harnessFullRun = Task { try await BuiltFixture.basic(.harness).runBundle(recordingWire: true) }
    private static let toolchainFullRun = Task { try await BuiltFixture.basic(.toolchain).runBundle() }
    private static let harnessSharedRun = Task {
        try await BuiltFixture.basic(.harness).runBundle([BasicSuiteModel.sharedClassFilter], recordingWire: true)
    }
    private static let toolchainSharedRun = Task {
        try await BuiltFixture.basic(.toolchain).runBundle([BasicSuiteModel.sharedClassFilter])
    }

    /// The bundle run with no arguments: every test; for Harness, with the wire recorded.
    static func fullRun(_ variant: FixtureVariant) async throws -> BundleRun {
        switch variant {
        case .harness: try await harnessFullRun.value
        case .toolchain: try await toolchainFullRun.value
        }
    }

    /// The bundle run filtered to the shared target's classes: the golden comparison's input.
    static func sharedRun(_ variant: FixtureVariant) async throws -> BundleRun {
        switch variant {
        case .harness: try await harnessSharedRun.value
        case .toolchain: try await toolchainSharedRun.value
        }
    }
}
