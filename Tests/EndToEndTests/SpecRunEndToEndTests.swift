import Foundation
import Testing

/// `Fixtures/SpecRunSuite`: tests that run the spec classes of a miniature BDD framework as a
/// suite inside themselves, as a real framework's own suite does (`MiniSpec.swift`: `allTests` read
/// in a world the test sets up, `XCTestSuite(name:)` of `init(name:testClosure:)` cases, observers
/// suspended); no Harness dependency. What each nested run counts (`executionCount`, `skipCount`,
/// `failureCount`, the cases' names and outcomes, the observers told) is the toolchain's.
@Suite("A suite of spec classes run inside a test counts as on the toolchain", .serialized)
struct SpecRunEndToEndTests {
    static let package = FixturePackage(name: "SpecRunSuite", scratchName: "specrun")
    static let module = "SpecRunSuiteTests"
    static let packagePath = RepositoryPaths.fixture(named: package.name).path

    /// What each spec run counted (the fixture prints a `nested …:` line per run), by outer test.
    static let nestedCounts: [String: [String]] = [
        "SpecRunTests/testPendingExamplesAreSkipped": [
            "nested pending: executed 3, skipped 2, failures 0, unexpected 0, succeeded true, cases "
                + "PendingSpec.doubles=passed; PendingSpec.is pending=skipped; PendingSpec.skips itself=skipped"
        ],
        "SpecRunTests/testFocusDependsOnTheOrderTheSpecsAreRead": [
            "nested focused first: executed 5, skipped 3, failures 0, unexpected 0, succeeded true, cases "
                + "FocusedSpec.runs in the focus=passed; FocusedSpec.sits outside the focus=skipped; "
                + "FocusedSpec.runs in the focus too=passed; UnfocusedSpec.runs when nothing is focused=skipped; "
                + "UnfocusedSpec.runs when nothing is focused either=skipped",
            "nested unfocused first: executed 5, skipped 1, failures 0, unexpected 0, succeeded true, cases "
                + "UnfocusedSpec.runs when nothing is focused=passed; "
                + "UnfocusedSpec.runs when nothing is focused either=passed; FocusedSpec.runs in the focus=passed; "
                + "FocusedSpec.sits outside the focus=skipped; FocusedSpec.runs in the focus too=passed",
        ],
        "SpecRunTests/testFailuresStayInTheNestedRun": [
            "nested failing: executed 3, skipped 0, failures 1, unexpected 1, succeeded false, cases "
                + "FailingSpec.fails=failed; FailingSpec.throws=failed; FailingSpec.passes=passed"
        ],
        "SpecRunTests/testSuspendedObserversHearNothing": [
            "nested observation: heard 3 cases, then 0 while suspended"
        ],
    ]

    private static let reference = Task { () throws -> CommandResult in
        try await CommandRunner.swiftTest(
            packagePath: packagePath, scratchPath: package.scratchPath(.toolchain).path,
            environment: FixtureVariant.toolchain.buildEnvironment)
    }

    @Test("the reference: swift test passes every outer test and prints the model's counts")
    func toolchainReference() async throws {
        let result = try await Self.reference.value
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let statuses = ToolchainStatuses.read(from: result.standardOutput, module: Self.module)
        #expect(
            Self.nestedCounts.keys.sorted().map { statuses["\(Self.module).\($0)"] }
                == Array(repeating: "PASS", count: 4))
        let printed = result.outputLines.filter { $0.hasPrefix("nested ") }
        #expect(printed.sorted() == Self.nestedCounts.values.flatMap { $0 }.sorted())
    }

    /// Under `harness test` (either XCTest), each outer test passes and its output holds the
    /// lines `swift test` printed for it, in order.
    @Test(
        "harness test counts each spec run as swift test does",
        arguments: [["--xctest", "harness"], ["--xctest", "toolchain"]])
    func countsAsTheToolchainCounts(extra: [String]) async throws {
        let reference = try await Self.reference.value.outputLines.filter { $0.hasPrefix("nested ") }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-specs-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--package-path", Self.packagePath, "--json", report.path] + extra,
            environment: FixtureVariant.toolchain.buildEnvironment, timeLimit: 1_800)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let finished = try NestedRunEndToEndTests.finishedTests(inReport: report)
        #expect(finished.count == Self.nestedCounts.count, "one result for each outer test, none for a spec")
        for (test, lines) in Self.nestedCounts {
            let outer = try #require(finished["\(Self.module).\(test)"], "\(result.diagnosis)")
            #expect(outer.status == "passed", "\(test): \(outer.issues)")
            let printed = outer.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("nested ") }
            #expect(printed == lines, "\(test)")
            #expect(lines.allSatisfy(reference.contains), "\(test): swift test printed \(reference)")
        }
    }
}
