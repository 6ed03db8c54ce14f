import Foundation
import HarnessWire

/// `Fixtures/PerformanceSuite`, built once per test process per variant (``FixtureBuilds``) and
/// run with a baseline folder of the test's own, so that no run ever writes into the repository.
enum PerformanceFixture {
    static let package = FixturePackage(name: "PerformanceSuite", scratchName: "performance")
    /// The classes that run the same on both XCTests.
    static let sharedClasses = "PerformanceSuiteTests.ClassicAPITests,PerformanceSuiteTests.MisuseTests"
    /// The test whose baseline the workflow records, accepts and breaks.
    static let pauseTest = "PerformanceSuiteTests.PauseTests/testPause"

    /// Runs the built bundle with `arguments`, `environment` added to the variant's, and the
    /// wire recorded.
    static func run(_ variant: FixtureVariant, _ arguments: [String], environment extra: [String: String] = [:])
        async throws -> BundleRun
    {
        try await package.build(variant)
        var environment = variant.buildEnvironment
        for key in [
            "HARNESS_BASELINE", "HARNESS_PERFORMANCE_STRICT", "HARNESS_BASELINE_DIR", "PERFORMANCE_FIXTURE_SLOWDOWN",
        ] {
            environment.removeValue(forKey: key)
        }
        environment.merge(extra) { _, new in new }
        return try await package.run(variant, arguments, environment: environment, recordingWire: variant == .harness)
    }

    /// A fresh, empty baseline folder.
    static func baselineFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-perf-baselines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func scratchPath(_ variant: FixtureVariant) -> URL { package.scratchPath(variant) }
}

extension BundleRun {
    /// The `measured` events, in order.
    var measurements: [WireEvent.Measured] {
        events.compactMap { if case .measured(let measured) = $0.kind { measured } else { nil } }
    }
}
