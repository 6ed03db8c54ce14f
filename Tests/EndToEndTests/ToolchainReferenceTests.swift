import Testing

/// Holds the model to the reference: the toolchain's XCTest running the shared tests must
/// do exactly what the model says. If this fails, the model (or the fixture) is wrong, not
/// Harness; every Harness comparison below builds on it.
@Suite("The toolchain's XCTest agrees with the model")
struct ToolchainReferenceTests {
    @Test("every shared test ends, fails and skips as the model says")
    func consoleMatchesModel() async throws {
        let run = try await FixtureRuns.fullRun(.toolchain)
        let problems = ModelComparison.console(run.console, against: BasicSuiteModel.sharedTests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("the run's totals are the model's and it exits 1")
    func totalsAndExitCode() async throws {
        let run = try await FixtureRuns.fullRun(.toolchain)
        let prefix = BasicSuiteModel.Totals(BasicSuiteModel.sharedTests).summaryPrefix
        #expect(
            run.console.summaryLines.last?.hasPrefix(prefix) == true,
            "expected a summary starting \(prefix.debugDescription)\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == 1)
    }

    @Test("lifecycle markers come in the model's order")
    func lifecycleOrder() async throws {
        let run = try await FixtureRuns.fullRun(.toolchain)
        #expect(run.result.outputLines.filter { $0.hasPrefix("[lifecycle]") } == BasicSuiteModel.lifecycleMarkers)
    }
}
