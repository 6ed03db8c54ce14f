import Foundation
import HarnessWire
import Testing

/// `Fixtures/ChildProcessSuite`: tests that re-launch their own test executable (a crash test
/// whose child must crash, a helper that exits normally, a child handed a wire it does not
/// have). A test process is an ordinary process: every way of running them gets the
/// toolchain's outcome, all seven passing.
@Suite("Tests that start their own test executable", .serialized)
struct ChildProcessEndToEndTests {
    static let package = FixturePackage(name: "ChildProcessSuite", scratchName: "childprocess")
    static let tests = [
        "ChildRoleTests/testCrashesWhenAsked", "ChildRoleTests/testHelpsWhenAsked",
        "RelaunchTests/testChildHandedAnUnusableWireRunsPlain", "RelaunchTests/testCrashingChildCrashes",
        "RelaunchTests/testEnvironmentHoldsNoRunnerVariable", "RelaunchTests/testHelperChildExitsNormally",
        "RelaunchTests/testWireDescriptorIsNotInherited",
    ].map { "ChildProcessSuiteTests.\($0)" }
    /// The `@Test` functions: the test, a process it starts and an exit test's child each check
    /// that they see no runner variable.
    static let swiftTestingTests = [
        "environmentHoldsNoRunnerVariable()", "exitTestChildSeesNoRunnerVariable()",
        "startedProcessSeesNoRunnerVariable()",
    ].map { "ChildProcessSuiteTests.SwiftTestingEnvironmentTests/\($0)" }

    /// The fixture's variable naming the descriptor its wire check looks at.
    static let wireCheckVariable = "CHILD_PROCESS_SUITE_WIRE_FD"

    @Test("the toolchain's XCTest: the reference outcome", arguments: FixtureVariant.allCases)
    func bundleRunsAsTheToolchainDoes(variant: FixtureVariant) async throws {
        try await Self.package.build(variant)
        let run = try await Self.package.run(
            variant, [], environment: Self.environment(variant), recordingWire: false)
        #expect(run.result.exitCode == 0, "\(run.result.diagnosis)")
        #expect(run.result.standardOutput.contains("Executed 7 tests, with 0 failures"), "\(run.result.diagnosis)")
    }

    /// The toolchain's Swift Testing (SwiftPM's `--testing-library swift-testing`, as `swift
    /// test` runs it): the reference for the `@Test` functions, all three passing.
    @Test("the toolchain's Swift Testing: the reference outcome", arguments: FixtureVariant.allCases)
    func swiftTestingRunsAsTheToolchainDoes(variant: FixtureVariant) async throws {
        try await Self.package.build(variant)
        let run = try await Self.package.run(
            variant, ["--testing-library", "swift-testing"], environment: Self.environment(variant),
            recordingWire: false)
        #expect(run.result.exitCode == 0, "\(run.result.diagnosis)")
        #expect(run.result.standardError.contains("Test run with 3 tests"), "\(run.result.diagnosis)")
    }

    /// Every runner variable at once, the wire on an inherited descriptor: the tests see none
    /// of them, the wire is close-on-exec, and the stream holds the parent's tests only (a
    /// child writing into its parent's wire would add its own).
    @Test("under runner variables, the children neither see them nor write into the wire")
    func runnerVariablesStayWithTheBundle() async throws {
        try await Self.package.build(.harness)
        let wireFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-e2e-child-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: wireFile) }
        var environment = Self.environment(.harness)
        let settings = BundleSettings(wireFileDescriptor: 3, printsConsole: false, executionTimeAllowance: 60)
        environment.merge(settings.environment) { $1 }
        environment[BundleVariable.testOrder.name] = "filter"
        environment[Self.wireCheckVariable] = "3"
        let result = try await CommandRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"exec "$0" 3>"$1""#, Self.package.bundlePath(.harness).path, wireFile.path],
            environment: environment)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let lines = try String(contentsOf: wireFile, encoding: .utf8).split(separator: "\n")
        let finished = try lines.map(WireEvent.decodeLine).compactMap { event -> String? in
            guard case .testFinished(let finished) = event.kind else { return nil }
            return "\(finished.test.description) \(finished.outcome)"
        }
        #expect(finished.sorted() == Self.tests.map { "\($0) passed" })
    }

    /// `harness test`, adopted and unmodified (the toolchain variant has no Harness
    /// dependency: `harness test --xctest harness` builds its tests against Harness's library,
    /// from the variant's own build), with the fixture's wire check on the runner's descriptor.
    /// Swift Testing's workers too: no runner variable reaches a `@Test`, a process it starts or
    /// an exit test's child, whether Swift Testing's own entry point runs them or, under
    /// `--coverage per-test`, Harness's (in-process).
    @Test(
        "harness test gets the toolchain's outcome",
        arguments: FixtureVariant.allCases, [[], ["--coverage", "per-test"]])
    func harnessTest(variant: FixtureVariant, options: [String]) async throws {
        var environment = Self.environment(variant)
        environment[Self.wireCheckVariable] = "3"
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--package-path", RepositoryPaths.fixture(named: Self.package.name).path]
                + (variant == .toolchain
                    ? ["--xctest", "harness", "--scratch-path", Self.package.scratchPath(.toolchain).path] : [])
                + options,
            environment: environment, timeLimit: 1_800)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let statuses = RunnerFixture.statuses(in: result.standardOutput)
        let expected = Dictionary(uniqueKeysWithValues: (Self.tests + Self.swiftTestingTests).map { ($0, "PASS") })
        #expect(statuses == expected, "\(result.diagnosis)")
    }

    /// The variant's build environment without any `HARNESS_` variable of this process's own
    /// but the fixture's selector: the fixture counts every other one as a runner's.
    static func environment(_ variant: FixtureVariant) -> [String: String] {
        variant.buildEnvironment.filter { name, _ in
            !name.hasPrefix("HARNESS_") || name == FixtureVariant.selectorVariable
        }
    }
}
