import HarnessWire
import Testing

/// The bundle's command line: the filter argument, exit codes, and Harness's own errors for
/// a filter that matches nothing and an unknown option.
@Suite("The bundle's command line")
struct BundleCommandLineTests {
    /// A filter and the tests it must run (in run order within a module).
    struct Selection: Sendable, CustomTestStringConvertible {
        var filter: String
        var tests: [String]
        var exitCode: Int32
        var testDescription: String { filter }
    }

    static let selections: [Selection] = [
        Selection(
            filter: "BasicSuiteTests.PassingTests/testAsyncPasses", tests: ["PassingTests.testAsyncPasses"], exitCode: 0
        ),
        Selection(
            filter: "BasicSuiteTests.ResourceTests",
            tests: [
                "ResourceTests.testMainBundleDoesNotHoldTheResource",
                "ResourceTests.testReadsResourceThroughBundleModule",
            ], exitCode: 0),
        Selection(
            filter: "BasicSuiteTests.ThrowingTests/testThrowsCalculatorError",
            tests: ["ThrowingTests.testThrowsCalculatorError"], exitCode: 1),
        Selection(
            filter: "BasicSuiteTests.SkippingTests/testSkipWithMessage", tests: ["SkippingTests.testSkipWithMessage"],
            exitCode: 0),
        Selection(
            filter:
                "BasicSuiteTests.FreshInstanceTests/testSecondSeesFreshState,"
                + "HarnessOnlyTests.ExpectedFailureTests/testNonStrictExpectationWithoutFailurePasses,"
                + "BasicSuiteTests.LongExpressionContractTests/testInheritedEvaluatesExpression",
            tests: [
                "FreshInstanceTests.testSecondSeesFreshState",
                "LongExpressionContractTests.testInheritedEvaluatesExpression",
                "ExpectedFailureTests.testNonStrictExpectationWithoutFailurePasses",
            ],
            exitCode: 0
        ),
    ]

    @Test("a filter runs exactly the tests it names, in run order, and sets the exit code", arguments: selections)
    func filterRunsSelection(selection: Selection) async throws {
        let run = try await BuiltFixture.basic(.harness).runBundle([selection.filter], recordingWire: true)
        let model = BasicSuiteModel.allTests.filter { selection.tests.contains($0.consoleName) }
        let ran = run.console.testCases.map(\.name)
        let expected = ModuleOrder.arrange(model, as: ModuleOrder.ofConsoleNames(ran, in: model)).map(\.consoleName)
        #expect(ran == expected, "\(run.result.diagnosis)")
        #expect(Set(ran) == Set(selection.tests))
        #expect(run.result.exitCode == selection.exitCode)
        #expect(run.result.outputLines.first?.hasPrefix("Test Suite 'Selected tests' started at ") == true)
        let problems = ModelComparison.wire(run, against: model)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "a filter that matches nothing is an error (exit 2) naming the nearest test",
        arguments: [
            ("BasicSuiteTests.PasingTests", "BasicSuiteTests.PassingTests"),
            ("BasicSuiteTests.PassingTests/testAsyncPass", "BasicSuiteTests.PassingTests/testAsyncPasses"),
            ("PassingTests", "BasicSuiteTests.PassingTests"),
        ]
    )
    func unmatchedFilter(filter: String, suggestion: String) async throws {
        let run = try await BuiltFixture.basic(.harness).runBundle([filter], recordingWire: true)
        #expect(run.result.exitCode == BundleExitCode.usage, "\(run.result.diagnosis)")
        let said = run.result.standardError + run.result.standardOutput
        #expect(said.contains(filter), "the message names the filter:\n\(said)")
        #expect(said.contains(suggestion), "the message suggests \(suggestion):\n\(said)")
        #expect(run.console.testCases.isEmpty)
    }

    @Test("a malformed filter is a usage error (exit 2) that quotes it")
    func malformedFilter() async throws {
        let filter = "BasicSuiteTests.PassingTests/testAsyncPasses/extra"
        let run = try await BuiltFixture.basic(.harness).runBundle([filter])
        #expect(run.result.exitCode == BundleExitCode.usage, "\(run.result.diagnosis)")
        #expect(run.result.standardError.contains(filter), "\(run.result.diagnosis)")
        #expect(run.console.testCases.isEmpty)
    }

    @Test("the toolchain, for comparison, runs nothing and exits 0 on an unmatched filter")
    func toolchainUnmatchedFilter() async throws {
        let run = try await BuiltFixture.basic(.toolchain).runBundle(["BasicSuiteTests.PasingTests"])
        #expect(run.result.exitCode == 0)
        #expect(
            run.console.summaryLines == ["\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds"])
    }

    @Test("an unknown option is a usage error (exit 2) that names the option")
    func unknownOption() async throws {
        let run = try await BuiltFixture.basic(.harness).runBundle(["--bogus-option"])
        #expect(run.result.exitCode == BundleExitCode.usage, "\(run.result.diagnosis)")
        #expect(
            run.result.standardError.contains("--bogus-option"), "stderr names the option:\n\(run.result.diagnosis)")
        #expect(run.console.testCases.isEmpty)
    }

    @Test("a run of passing and skipped tests only exits 0; any failure makes it 1")
    func exitCodes() async throws {
        let fixture = try await BuiltFixture.basic(.harness)
        let clean = try await fixture.runBundle(["BasicSuiteTests.PassingTests,BasicSuiteTests.SkippingSetUpTests"])
        #expect(clean.result.exitCode == BundleExitCode.success, "\(clean.result.diagnosis)")
        let failing = try await fixture.runBundle(["BasicSuiteTests.SkippingTests"])
        #expect(failing.result.exitCode == BundleExitCode.testsFailed, "\(failing.result.diagnosis)")
    }

    @Test("without HARNESS_WIRE_PATH the bundle writes no events and still prints the console")
    func wireIsOptIn() async throws {
        let run = try await BuiltFixture.basic(.harness).runBundle(["BasicSuiteTests.PassingTests"])
        #expect(run.events.isEmpty)
        #expect(run.console.testCases.count == 4)
    }
}
