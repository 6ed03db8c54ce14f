import Foundation
import Testing

/// `harness test` and `harness list` options, one clear line and the documented exit code for
/// each kind of bad input.
@Suite(.serialized)
struct RunnerCommandLineTests {
    static let quick = ["PassingTests", "FailingTests", "SkippedTests", "SlowTests"]

    @Test(arguments: [
        (["NoSuchTests"], Int32(4), "error: no test matches 'NoSuchTests'"),
        (["--partition", "count:3/2"], 2, "error: failed to parse partition 'count:3/2'"),
        (["--bogus"], 2, "error: Unknown option '--bogus'"),
        (["--jobs", "0"], 2, "error: --jobs must be at least 1"),
    ])
    func badInputIsOneLineAndItsExitCode(arguments: [String], code: Int32, message: String) async throws {
        let result = try await RunnerFixture.test(arguments)
        #expect(result.exitCode == code, "\(result.diagnosis)")
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix(message) == true, "\(result.errorLines)")
    }

    @Test func aMissingPackageIsBadInput() async throws {
        let result = try await CommandRunner.run(RunnerFixture.harness, arguments: ["test", "--package-path", "/nonexistent/package"])
        #expect(result.exitCode == 2)
        #expect(result.errorLines == ["error: no Package.swift in '/nonexistent/package': pass the root of a Swift package with --package-path"])
    }

    @Test func partitionsSplitTheSuiteWithoutOverlap() async throws {
        for kind in ["count", "hash"] {
            var seen: [String] = []
            for index in 1...3 {
                let result = try await RunnerFixture.test(Self.quick + ["--partition", "\(kind):\(index)/3"])
                seen += RunnerFixture.statuses(in: result.standardOutput).keys
            }
            #expect(seen.count == 7 && Set(seen).count == 7, "\(kind): \(seen)")
        }
    }

    @Test func bazelShardingVariablesSelectAShardAndTouchTheStatusFile() async throws {
        let status = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: status) }
        var seen: [String] = []
        for index in 0..<2 {
            let result = try await RunnerFixture.test(Self.quick, environment: [
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status,
            ])
            seen += RunnerFixture.statuses(in: result.standardOutput).keys
        }
        #expect(Set(seen).count == 7 && seen.count == 7)
        #expect(FileManager.default.fileExists(atPath: status))
    }

    @Test func repetitionsAndRepeatUntilFailure() async throws {
        let repeated = try await RunnerFixture.test(["--repeat", "3", "PassingTests/testAddition"])
        #expect(repeated.exitCode == 0)
        #expect(repeated.outputLines.last == "3 passed, 0 failed")
        let untilFailure = try await RunnerFixture.test(["--repeat-until-failure", "--repeat", "5", "FlakyTests"])
        #expect(untilFailure.exitCode == 1)
        #expect(untilFailure.outputLines.last == "0 passed, 1 failed", "stops after the first failing repetition")
    }

    @Test func randomOrderPrintsItsSeed() async throws {
        let result = try await RunnerFixture.test(["--random-order", "1234"] + Self.quick)
        #expect(result.standardOutput.contains("seed 1234"))
        #expect(RunnerFixture.statuses(in: result.standardOutput).count == 7)
    }

    @Test func noCaptureStreamsOutputLive() async throws {
        let result = try await RunnerFixture.test(["--no-capture", "PassingTests/testPrintsAndPasses"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("passing output line"))
    }

    @Test func xctestFormatPrintsTheToolchainsLines() async throws {
        let result = try await RunnerFixture.test(["--format", "xctest", "PassingTests", "FailingTests/testAssertionFails"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("Test Case 'PassingTests.testAddition' passed ("))
        #expect(result.standardOutput.contains("error: FailingTests.testAssertionFails : XCTAssertEqual failed"))
        #expect(result.standardOutput.contains("Executed 4 tests, with 1 failure (0 unexpected)"))
    }

    @Test func listShowsTheNavigator() async throws {
        try await RunnerFixture.built()
        let text = try await CommandRunner.run(RunnerFixture.harness, arguments: ["list", "--package-path", RunnerFixture.package.path, "--skip-build"])
        #expect(text.outputLines.first?.hasPrefix("RunnerSuitePackageTests  library bundle · 11 classes · 20 tests") == true, "\(text.diagnosis)")
        #expect(text.outputLines.contains("  RunnerSuiteTests.CrashTests  5 tests"))
        let json = try await CommandRunner.run(RunnerFixture.harness, arguments: ["list", "--package-path", RunnerFixture.package.path, "--skip-build", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["testCount"] as? Int == 20)
    }
}
