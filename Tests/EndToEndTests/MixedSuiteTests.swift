import Foundation
import Testing

/// `harness list` and `harness test` on a bundle with both frameworks: every test listed and
/// run, each with the outcome the model gives, and the same outcomes as `swift test`'s own
/// Swift Testing event stream where the two should agree.
@Suite(.serialized)
struct MixedSuiteTests {
    @Test func listShowsBothFrameworksWithWhatSwiftTestingSaysOfEachTest() async throws {
        let result = try await MixedSuiteFixture.harness("list", ["--json"])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(root["testCount"] as? Int == MixedSuiteModel.statuses.count)
        let bundle = try #require((root["bundles"] as? [[String: Any]])?.first)
        #expect(bundle["swiftTestingCount"] as? Int == MixedSuiteModel.statuses.keys.filter { $0.hasSuffix(")") }.count)
        let suites = try #require(bundle["suites"] as? [[String: Any]])
        #expect(suites.compactMap { $0["path"] as? [String] }.contains(["AreaTests", "Nested"]))
        let functions = suites.flatMap { ($0["functions"] as? [[String: Any]]) ?? [] }
        let ids = Set(functions.compactMap { $0["id"] as? String })
        #expect(ids == Set(MixedSuiteModel.statuses.keys.filter { $0.hasSuffix(")") }))
        let areaPasses = try #require(functions.first { $0["name"] as? String == "areaPasses()" })
        #expect(areaPasses["displayName"] as? String == "Area of a rectangle")
        #expect(areaPasses["tags"] as? [String] == ["fast"])
        #expect(functions.first { $0["name"] as? String == "sides(name:)" }?["isParameterized"] as? Bool == true)
    }

    @Test func everyTestOfBothFrameworksRunsWithTheModelsOutcome() async throws {
        let result = try await MixedSuiteFixture.harness("test", ["--timeout", "3"])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == MixedSuiteModel.statuses, "\(result.diagnosis)")
        #expect(result.standardOutput.contains("18 tests run (2 XCTest, 16 Swift Testing)"), "\(result.diagnosis)")
        for text in MixedSuiteModel.failureTexts.values {
            #expect(result.standardOutput.contains(text), "\(text)")
        }
    }

    @Test(arguments: [
        (["tag:fast"], ["MixedSuiteTests.AreaTests/areaPasses()", "MixedSuiteTests.AreaTests/areaFails()"]),
        (
            ["AreaTests.Nested/deepPasses", "LegacyTests/testAreaPasses"],
            ["MixedSuiteTests.AreaTests.Nested/deepPasses()", "MixedSuiteTests.LegacyTests/testAreaPasses"]
        ),
        (["MixedSuiteTests/topLevelPasses()"], ["MixedSuiteTests/topLevelPasses()"]),
    ])
    func oneFilterSyntaxSelectsTestsOfBothFrameworks(filters: [String], expected: [String]) async throws {
        let result = try await MixedSuiteFixture.harness("test", filters)
        #expect(Set(RunnerFixture.statuses(in: result.standardOutput).keys) == Set(expected), "\(result.diagnosis)")
    }

    @Test func retriesGiveACrashingTestAnotherWorker() async throws {
        let result = try await MixedSuiteFixture.harness("test", ["ProcessTests/crashes", "--retries", "1"])
        let statuses = result.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(statuses.filter { $0 == "RETRY" || $0 == "CRASH" } == ["RETRY", "CRASH"], "\(result.diagnosis)")
        #expect(
            result.standardOutput.contains("attempts: signal 4 (SIGILL) → signal 4 (SIGILL)"), "\(result.diagnosis)")
    }

    @Test func outcomesAgreeWithSwiftTestsOwnEventStream() async throws {
        let toolchain = try await MixedSuiteFixture.toolchainOutcomes()
        let result = try await MixedSuiteFixture.harness("test", [], environment: ["MIXED_SUITE_SAFE": "1"])
        let harness = RunnerFixture.statuses(in: result.standardOutput)
        var expected = MixedSuiteModel.swiftTestingStatuses
        // Safe mode: the crashing and hanging tests pass in both.
        expected["ProcessTests/crashes()"] = "PASS"
        expected["ProcessTests/hangs()"] = "PASS"
        #expect(toolchain == expected)
        let harnessSwiftTesting = Dictionary(
            uniqueKeysWithValues: harness.compactMap { name, status in
                name.hasSuffix(")") ? (String(name.dropFirst(MixedSuiteModel.module.count + 1)), status) : nil
            })
        #expect(harnessSwiftTesting == toolchain, "\(result.diagnosis)")
    }
}
