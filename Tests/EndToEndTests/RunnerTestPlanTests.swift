import Foundation
import Testing

/// `harness test --test-plan` on `Fixtures/RunnerSuite/Plans/RunnerSuite.xctestplan`, a plan
/// in Xcode's own format: its selection, skips, environment, launch arguments, time
/// allowances, random order, configurations and repetition mode reach the run; the keys
/// Harness ignores are said once; a malformed plan is one line and exit 2.
@Suite(.serialized)
struct RunnerTestPlanTests {
    static let plans = RunnerFixture.package.appendingPathComponent("Plans")
    static let plan = plans.appendingPathComponent("RunnerSuite.xctestplan").path
    static let module = RunnerModel.module

    /// The plan's first configuration (`Linux`): the selected tests minus the skipped one,
    /// the environment and arguments checked by `PlanTests`, the 1.5 s allowance stopping the
    /// hang, random order with its seed printed, and the ignored keys in the JSON report too.
    @Test func thePlansSettingsApply() async throws {
        let result = try await RunnerFixture.test(["--test-plan", Self.plan, "--json", "-"])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        let console = result.standardError
        #expect(
            RunnerFixture.statuses(in: console) == [
                "\(Self.module).PassingTests/testAddition": "PASS",
                "\(Self.module).PassingTests/testPrintsAndPasses": "PASS",
                "\(Self.module).PlanTests/testPlanEnvironmentAndArguments": "PASS",
                "\(Self.module).SkippedTests/testSkipped": "SKIP",
                "\(Self.module).FlakyTests/testFlaky": "FAIL",
                "\(Self.module).HangTests/testHangs": "TIMEOUT",
            ], "\(result.diagnosis)")
        #expect(Self.lines(of: console).last == "3 passed, 2 failed, 1 skipped, 1 timed out")
        #expect(console.contains("seed "), "the plan's random order prints its seed")
        let notice =
            "RunnerSuite.xctestplan: ignoring test plan keys Harness does not apply: "
            + "defaultOptions.codeCoverage, defaultOptions.targetForVariableExpansion"
        #expect(Self.lines(of: console).filter { $0.contains(notice) }.count == 1, "\(console)")
        let events = result.outputLines.filter {
            $0.contains("\"kind\":\"notice\"") && $0.contains("\"noticeKind\":\"testPlanKeysIgnored\"")
        }
        #expect(events.count == 1, "the JSON report gets the notice once, with its kind")
    }

    /// `--configuration Retries`: `retryOnFailure` with two runs at most makes the flaky test
    /// flaky; the command line's `--timeout` wins over the plan's allowance for the runner.
    @Test func aNamedConfigurationAppliesItsOptions() async throws {
        let result = try await RunnerFixture.test([
            "--test-plan", Self.plan, "--configuration", "Retries", "FlakyTests", "PassingTests",
        ])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput)["\(Self.module).FlakyTests/testFlaky"] == "FLAKY")
        #expect(result.outputLines.last == "2 passed, 0 failed, 1 flaky")
    }

    @Test(arguments: [
        (
            ["--test-plan", "Malformed.xctestplan"],
            "key 'defaultOptions.maximumTestRepetitions': expected a whole number from 1, found a string"
        ),
        (
            ["--test-plan", "RunnerSuite.xctestplan", "--configuration", "Nope"],
            "key 'configurations': no configuration named 'Nope'; the plan has 'Linux', 'Retries'"
        ),
        (["--test-plan", "Missing.xctestplan"], "cannot be read"),
    ])
    func aBadPlanIsOneLineNamingFileAndKey(arguments: [String], problem: String) async throws {
        let absolute = arguments.map { $0.hasSuffix(".xctestplan") ? Self.plans.appendingPathComponent($0).path : $0 }
        let result = try await RunnerFixture.test(absolute)
        let file = try #require(absolute.first { $0.hasSuffix(".xctestplan") })
        #expect(result.exitCode == 2, "\(result.diagnosis)")
        #expect(result.errorLines.count == 1, "\(result.errorLines)")
        #expect(result.errorLines.first?.hasPrefix("error: \(file): ") == true, "\(result.errorLines)")
        #expect(result.errorLines.first?.contains(problem) == true, "\(result.errorLines)")
    }

    /// `--random-order` shuffles methods inside a class too (the bundle follows the filter's
    /// order under `HARNESS_TEST_ORDER=filter`), and a seed replays its order.
    @Test func randomOrderShufflesMethodsWithinAClass() async throws {
        var orders: Set<[String]> = []
        for seed in 1...6 {
            let result = try await RunnerFixture.test(["--random-order", "\(seed)", "--jobs", "1", "CrashTests"])
            let order = Self.finishedTests(in: result.standardOutput)
            #expect(order.count == 5, "\(result.diagnosis)")
            orders.insert(order)
            if seed == 1 {
                let replay = try await RunnerFixture.test(["--random-order", "1", "--jobs", "1", "CrashTests"])
                #expect(Self.finishedTests(in: replay.standardOutput) == order, "the same seed, the same order")
                #expect(
                    RunnerFixture.statuses(in: replay.standardOutput)["\(Self.module).CrashTests/testE_AfterCrashes"]
                        == "PASS")
            }
        }
        #expect(orders.count > 1, "six seeds gave one order: \(orders)")
    }

    /// Test names in the order their one-line results were printed.
    static func finishedTests(in output: String) -> [String] {
        lines(of: output).compactMap { line in
            let words = line.split(separator: " ")
            guard let first = words.first,
                ["PASS", "FAIL", "SKIP", "FLAKY", "TIMEOUT", "CRASH", "ERROR"].contains(String(first)),
                let close = words.firstIndex(where: { $0.hasSuffix("s]") }), close + 1 < words.count
            else { return nil }
            return String(words[close + 1])
        }
    }

    static func lines(of text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }
}
