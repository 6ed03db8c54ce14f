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
        // `.serialized` is read from the source: only SerialTests has it.
        let serialized = suites.compactMap { suite in (suite["serializedSuite"] as? String).map { _ in suite["name"] } }
        #expect(serialized.compactMap { $0 as? String } == ["SerialTests"])
        #expect(result.standardError.contains("carries no traits"), "\(result.diagnosis)")
    }

    @Test func everyTestOfBothFrameworksRunsWithTheModelsOutcome() async throws {
        let result = try await MixedSuiteFixture.harness("test", ["--timeout", "3"])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == MixedSuiteModel.statuses, "\(result.diagnosis)")
        #expect(result.standardOutput.contains("19 tests run (2 XCTest, 17 Swift Testing)"), "\(result.diagnosis)")
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
        // `swift test`'s spelling: --filter adds to the positional filters.
        (
            ["--filter", "AreaTests.Nested/deepPasses", "LegacyTests/testAreaPasses"],
            ["MixedSuiteTests.AreaTests.Nested/deepPasses()", "MixedSuiteTests.LegacyTests/testAreaPasses"]
        ),
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

    @Test func eachCaseOfAParameterizedTestIsReportedAsTheToolchainsStreamTellsIt() async throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try await MixedSuiteFixture.harness("test", ["AreaTests/sides", "--json", report.path])
        let failing = #"CASE FAIL ["#
        let line = result.standardOutput.split(separator: "\n").first { $0.contains(failing) }
        #expect(line?.hasSuffix(#"MixedSuiteTests.AreaTests/sides(name:) ("circle")"#) == true, "\(result.diagnosis)")
        let text = try String(contentsOf: report, encoding: .utf8)
        let finished = try text.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.first { $0["kind"] as? String == "testFinished" }
        let cases = try #require((finished?["attempts"] as? [[String: Any]])?.last?["cases"] as? [[String: Any]])
        let harness = Dictionary(
            uniqueKeysWithValues: cases.compactMap { testCase in
                (testCase["arguments"] as? String).map { ($0, testCase["outcome"] as? String ?? "") }
            })
        #expect(harness == MixedSuiteModel.sidesCases)
        #expect(try await MixedSuiteFixture.toolchainSidesCases() == MixedSuiteModel.sidesCases)
    }

    @Test func aSwiftTestingAttachmentIsKeptInTheRunsAttachmentsFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attach-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await MixedSuiteFixture.harness(
            "test", ["AreaTests/attachesAReport", "--attachments", folder.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let file = folder.appendingPathComponent("MixedSuiteTests.AreaTests/attachesAReport()/attempt-1/01-area.txt")
        #expect((try? String(contentsOf: file, encoding: .utf8)) == MixedSuiteModel.attachedReport)
        #expect(result.standardOutput.contains("ATTACHMENT area.txt  \(file.path)"), "\(result.diagnosis)")
    }

    /// With one worker, results arrive in the order the tests ran: the seed's, the same twice,
    /// and not the source order one Swift Testing process would keep.
    @Test func randomOrderRunsSwiftTestingFunctionsInTheSeedsOrderEveryTime() async throws {
        func order() async throws -> [String] {
            let result = try await MixedSuiteFixture.harness(
                "test", ["MixedSuiteTests.AreaTests/*", "--random-order", "7", "--jobs", "1"])
            // Result lines only (`FAIL [   0.002s] id`, a skip's reason after it): the summary names
            // tests too.
            return result.standardOutput.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard words.count >= 4, ["PASS", "FAIL", "SKIP"].contains(words[0]) else { return nil }
                return String(words[3])
            }
        }
        let first = try await order()
        #expect(Set(first) == Set(MixedSuiteModel.areaTestsInSourceOrder))
        #expect(first != MixedSuiteModel.areaTestsInSourceOrder)
        #expect(try await order() == first)
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
