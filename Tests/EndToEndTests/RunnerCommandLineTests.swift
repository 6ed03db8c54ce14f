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
        (["42"], 2, "error: '42' is not a test name; to replay a random order, write --random-order 42"),
        (["--random-order", "1", "2"], 2, "error: --random-order takes one seed, found 1 and 2"),
        (["--changed", "PassingTests"], 2, "error: --changed PassingTests: 'PassingTests' is not a git revision"),
        (["--changed", "--explain", "PassingTests"], 2, "error: --changed chooses the tests itself; drop the filters"),
        (["--explain"], 2, "error: --explain needs --changed"),
    ])
    func badInputIsOneLineAndItsExitCode(arguments: [String], code: Int32, message: String) async throws {
        let result = try await RunnerFixture.test(arguments)
        #expect(result.exitCode == code, "\(result.diagnosis)")
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix(message) == true, "\(result.errorLines)")
    }

    @Test func aMissingPackageIsBadInput() async throws {
        let result = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--package-path", "/nonexistent/package"])
        #expect(result.exitCode == 2)
        #expect(
            result.errorLines == [
                "error: no Package.swift in '/nonexistent/package': pass the root of a Swift package with "
                    + "--package-path"
            ])
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
            let result = try await RunnerFixture.test(
                Self.quick,
                environment: [
                    "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status,
                ])
            seen += RunnerFixture.statuses(in: result.standardOutput).keys
        }
        #expect(Set(seen).count == 7 && seen.count == 7)
        #expect(FileManager.default.fileExists(atPath: status))
    }

    /// The rest of Bazel's protocol: `TESTBRIDGE_TEST_ONLY` filters, `XML_OUTPUT_FILE` gets the
    /// JUnit report, and `TEST_PREMATURE_EXIT_FILE` is gone after a run that ended normally.
    @Test func bazelFilterReportAndPrematureExitVariables() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bazel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("test.xml").path
        let marker = folder.appendingPathComponent("premature-exit").path
        let result = try await RunnerFixture.test(
            [],
            environment: [
                "TESTBRIDGE_TEST_ONLY": "PassingTests/testAddition, FailingTests/testThrows",
                "XML_OUTPUT_FILE": xml, "TEST_PREMATURE_EXIT_FILE": marker,
            ])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == [
                "RunnerSuiteTests.PassingTests/testAddition": "PASS",
                "RunnerSuiteTests.FailingTests/testThrows": "FAIL",
            ], "\(result.diagnosis)")
        let report = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(report.contains("name=\"testAddition\"") && report.contains("name=\"testThrows\""), "\(report)")
        #expect(!FileManager.default.fileExists(atPath: marker), "removed at a clean exit, failing tests included")
    }

    @Test func repetitionsAndRepeatUntilFailure() async throws {
        let repeated = try await RunnerFixture.test(["--repeat", "3", "PassingTests/testAddition"])
        #expect(repeated.exitCode == 0)
        #expect(repeated.outputLines.last == "3 passed, 0 failed")
        // RepetitionTests passes twice, then fails in its third repetition (a counter file):
        // --repeat-until-failure stops right there; plain --repeat goes on to the fifth.
        for (arguments, summary) in [
            (["--repeat-until-failure", "--repeat", "5"], "2 passed, 1 failed"),
            (["--repeat", "5"], "4 passed, 1 failed"),
        ] {
            let counter = FileManager.default.temporaryDirectory.appendingPathComponent(
                "repetitions-\(UUID().uuidString)"
            ).path
            defer { try? FileManager.default.removeItem(atPath: counter) }
            let result = try await RunnerFixture.test(
                arguments + ["RepetitionTests"], environment: ["RUNNER_SUITE_REPETITION_COUNTER": counter])
            #expect(result.exitCode == 1, "\(arguments): \(result.diagnosis)")
            #expect(result.outputLines.last == summary, "\(arguments): \(result.diagnosis)")
        }
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
        let result = try await RunnerFixture.test([
            "--format", "xctest", "PassingTests", "FailingTests/testAssertionFails",
        ])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("Test Case 'PassingTests.testAddition' passed ("))
        #expect(result.standardOutput.contains("error: FailingTests.testAssertionFails : XCTAssertEqual failed"))
        #expect(result.standardOutput.contains("Executed 4 tests, with 1 failure (0 unexpected)"))
    }

    @Test func listShowsTheNavigator() async throws {
        try await RunnerFixture.built()
        let text = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["list", "--package-path", RunnerFixture.package.path, "--skip-build"])
        #expect(
            text.outputLines.first?.hasPrefix("RunnerSuitePackageTests  library bundle · 12 classes · 21 tests")
                == true, "\(text.diagnosis)")
        #expect(text.outputLines.contains("  RunnerSuiteTests.CrashTests  5 tests"))
        let json = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["list", "--package-path", RunnerFixture.package.path, "--skip-build", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(object?["testCount"] as? Int == 21)
    }
}
