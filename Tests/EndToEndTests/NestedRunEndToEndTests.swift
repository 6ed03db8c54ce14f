import Foundation
import HarnessRunner
import Testing

/// `Fixtures/NestedRunSuite`: test methods that run another test case inside themselves
/// (`Helper(name:testClosure:).run()`), beside an ordinary test; no Harness dependency. A
/// nested run belongs to its outer test: its lines are the outer test's output, its failure is
/// its own run's, and the outer test ends once, with its own result.
@Suite("A test that runs another test case inside itself", .serialized)
struct NestedRunEndToEndTests {
    static let package = FixturePackage(name: "NestedRunSuite", scratchName: "nestedrun")
    static let module = "NestedRunSuiteTests"
    static let packagePath = RepositoryPaths.fixture(named: package.name).path
    static let outerTests = [
        "testFailsAfterANestedRun", "testNestedFailureStaysNested", "testOrdinary", "testRunsANestedTestCase",
    ].map { "\(module).NestedRunTests/\($0)" }

    private static let reference = Task { () throws -> CommandResult in
        try await CommandRunner.swiftTest(
            packagePath: packagePath, scratchPath: package.scratchPath(.toolchain).path,
            environment: FixtureVariant.toolchain.buildEnvironment)
    }

    @Test("the reference: swift test passes every outer test and counts no nested run")
    func toolchainReference() async throws {
        let result = try await Self.reference.value
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(
            result.standardOutput.contains("Executed 4 tests, with 0 failures (0 unexpected)"), "\(result.diagnosis)")
        let statuses = ToolchainStatuses.read(from: result.standardOutput, module: Self.module)
        #expect(Self.outerTests.map { statuses[$0] } == ["PASS", "PASS", "PASS", "PASS"])
        // The nested runs print their own lines, their failure included, inside the outer tests'.
        #expect(statuses["\(Self.module).Helper/wrongCheck"] == "FAIL")
    }

    /// Under `harness test` the run ends, with one result for each outer test and none for a
    /// nested run. On the toolchain's XCTest every status is `swift test`'s; on Harness's, the
    /// failure the toolchain loses after a nested run (it forgets the current test) is reported.
    @Test(
        "harness test ends, each outer test once with its own result and the nested run's lines",
        arguments: [["--xctest", "harness"], ["--xctest", "toolchain"]])
    func harnessTest(extra: [String]) async throws {
        let reference = ToolchainStatuses.read(from: try await Self.reference.value.standardOutput, module: Self.module)
        var expected = Dictionary(uniqueKeysWithValues: Self.outerTests.map { ($0, reference[$0] ?? "missing") })
        let onHarness = extra == ["--xctest", "harness"]
        if onHarness { expected["\(Self.module).NestedRunTests/testFailsAfterANestedRun"] = "FAIL" }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-nested-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", Self.packagePath, "--scratch-path", Self.package.scratchPath(.toolchain).path,
                "--json", report.path,
            ] + extra,
            // It builds (and on a fresh clone may first wait for Harness's XCTest library, which
            // other tests' runs are building): the same limit as every other building run.
            environment: FixtureVariant.toolchain.buildEnvironment, timeLimit: 1_800)
        #expect(!result.timedOut, "\(result.diagnosis)")
        #expect(result.exitCode == (onHarness ? 1 : 0), "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == expected, "\(result.diagnosis)")
        #expect(result.standardOutput.contains("Summary [") && result.standardOutput.contains("4 tests run"))

        let finished = try Self.finishedTests(inReport: report)
        #expect(finished.keys.sorted() == Self.outerTests, "one result for each outer test, none for Helper")
        let nestedPass = try #require(finished["\(Self.module).NestedRunTests/testRunsANestedTestCase"])
        #expect(
            Self.inOrder(
                [
                    "before the nested run", "Test Case 'Helper.check' started", "inside the nested check",
                    "Test Case 'Helper.check' passed", "after the nested run",
                ],
                in: nestedPass.stdout), "\(nestedPass.stdout)")
        let nestedFailure = try #require(finished["\(Self.module).NestedRunTests/testNestedFailureStaysNested"])
        #expect(nestedFailure.status == "passed")
        #expect(
            nestedFailure.stdout.contains(
                "error: Helper.wrongCheck : XCTAssertEqual failed: (\"4\") is not equal to (\"5\") - the nested run's own failure"
            ),
            "\(nestedFailure.stdout)")
        if onHarness {
            let after = try #require(finished["\(Self.module).NestedRunTests/testFailsAfterANestedRun"])
            #expect(
                after.issues == [
                    "XCTAssertEqual failed: (\"6\") is not equal to (\"7\") - the outer test's own failure"
                ])
        }
    }

    /// Each `testFinished` record of a `--json` report: status, last attempt's stdout and issues.
    static func finishedTests(inReport report: URL) throws -> [String: (
        status: String, stdout: String, issues: [String]
    )] {
        var finished: [String: (status: String, stdout: String, issues: [String])] = [:]
        for line in try String(contentsOf: report, encoding: .utf8).split(separator: "\n") {
            guard let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                record["kind"] as? String == "testFinished",
                let id = record["id"] as? [String: Any], let status = record["status"] as? String,
                let attempt = (record["attempts"] as? [[String: Any]])?.last
            else { continue }
            let name = "\(id["module"] ?? "").\(id["className"] ?? "")/\(id["method"] ?? "")"
            let issues = (attempt["issues"] as? [[String: Any]] ?? []).compactMap { $0["description"] as? String }
            finished[name] = (status, attempt["stdout"] as? String ?? "", issues)
        }
        return finished
    }

    /// Whether `text` holds every fragment, in order.
    static func inOrder(_ fragments: [String], in text: String) -> Bool {
        var rest = text[...]
        for fragment in fragments {
            guard let range = rest.range(of: fragment) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
