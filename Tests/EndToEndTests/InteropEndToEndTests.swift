import Foundation
import HarnessWire
import Testing

/// XCTest and Swift Testing failing each other's tests inside one process, end to end:
/// `Fixtures/InteropSuite` on Harness and on the toolchain's 6.3.1 libraries, held to
/// `InteropSuiteModel` (see Documentation/Interop.md).
@Suite("Interop: XCTest and Swift Testing fail each other's tests", .serialized)
struct InteropEndToEndTests {
    @Test("a failing #expect, #require or Issue.record fails its XCTest test on the console")
    func swiftTestingIssuesFailXCTestTestsOnTheConsole() async throws {
        let run = try await InteropFixture.runXCTest(.harness)
        let problems = ModelComparison.console(run.console, against: InteropSuiteModel.xctestSideOnHarness)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
        let prefix = BasicSuiteModel.Totals(InteropSuiteModel.xctestSideOnHarness).summaryPrefix
        let summary = run.console.summaryLines.last
        #expect(summary?.hasPrefix(prefix) == true, "expected \(prefix.debugDescription)\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == BundleExitCode.testsFailed)
    }

    @Test("a failing #expect, #require or Issue.record is an ordinary issue of its XCTest test on the wire")
    func swiftTestingIssuesFailXCTestTestsOnTheWire() async throws {
        let run = try await InteropFixture.runXCTest(.harness, recordingWire: true)
        let problems = ModelComparison.wire(run, against: InteropSuiteModel.xctestSideOnHarness)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("a Swift Testing warning or known issue in an XCTest test does not fail it and is said in one line")
    func nonFailingSwiftTestingIssuesAreSaid() async throws {
        let run = try await InteropFixture.runXCTest(.harness)
        let path =
            RepositoryPaths.fixture(named: InteropFixture.package.name).path
            + "/Tests/\(InteropSuiteModel.module)/\(InteropSuiteModel.xctestFile)"
        let expected = [
            "warning: \(path):\(InteropSuiteModel.line("known", in: InteropSuiteModel.xctestFile)): "
                + "a Swift Testing known issue recorded during SwiftTestingInXCTestTests.testKnownIssueDoesNotFail "
                + "does not fail it: "
                + "Issue recorded: a known issue known to fail",
            "warning: \(path):\(InteropSuiteModel.line("warning", in: InteropSuiteModel.xctestFile)): a Swift Testing "
                + "warning recorded during SwiftTestingInXCTestTests.testWarningIssueDoesNotFail does not fail it: "
                + "Issue recorded: only a warning",
        ]
        let warnings = run.result.errorLines.filter { $0.hasPrefix("warning: ") }
        #expect(warnings == expected, "\(run.result.diagnosis)")
    }

    @Test(
        "a failing XCTAssert, XCTFail or XCTUnwrap records an issue on its @Test, per interop mode",
        arguments: [nil, "complete", "limited", "none"] as [String?]
    )
    func xctestFailuresRecordIssuesOnSwiftTestingTests(mode: String?) async throws {
        let environment = mode.map { [InteropSuiteModel.modeVariable: $0] } ?? [:]
        let (run, stream) = try await InteropFixture.runSwiftTesting(.harness, environment: environment)
        let model = InteropSuiteModel.swiftTestingSideOnHarness(mode: mode ?? "complete")
        let problems = Self.compare(stream, with: model)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == (model.contains(where: \.failed) ? 1 : 0), "\(run.result.diagnosis)")
        // Swift Testing's own console output says the same (its issue lines name the @Test).
        let output = run.result.standardOutput + run.result.standardError
        for test in model where test.failed {
            #expect(output.contains("Test \(test.function) failed"), "\(run.result.diagnosis)")
        }
        if mode == "none" {
            // Not reported to the @Test, but never silently: one line names each.
            for function in InteropSuiteModel.failingXCTestCalls {
                let notice = run.result.errorLines.first { $0.contains("'\(function)'") && $0.contains("=none") }
                #expect(notice != nil, "no line says \(function)'s failure is not reported\n\(run.result.diagnosis)")
            }
        }
    }

    @Test("where Swift Testing installs its handler (after 6.3.1), an XCTest failure reaches it as a record it reads")
    func xctestFailurePostsTheRecordSwiftTestingDecodes() async throws {
        try await InteropFixture.build(.harness)
        let probe = InteropFixture.package.scratchPath(.harness).appendingPathComponent("debug/ForeignHandlerProbe")
        let result = try await CommandRunner.run(probe, arguments: [])
        let lines = result.outputLines
        try #require(lines.count == 1 && lines[0].hasPrefix("6.3 {"), "\(result.diagnosis)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].dropFirst(4).utf8)) as? [String: Any]
        )
        let payload = try #require(json["payload"] as? [String: Any])
        let issue = try #require(payload["issue"] as? [String: Any])
        let location = try #require(issue["sourceLocation"] as? [String: Any])
        let text = #"XCTAssertEqual failed: ("2") is not equal to ("3") - outside any XCTest test"#
        let source = RepositoryPaths.fixture(named: InteropFixture.package.name)
            .appendingPathComponent("Sources/ForeignHandlerProbe/main.swift")
        let sourceLines = try String(contentsOf: source, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let line = (sourceLines.firstIndex { $0.hasSuffix("// @L:probe") } ?? -1) + 1
        // The fields Swift Testing's ABI.Record / Issue(decoding:) read (swift-testing, Sources/Testing/ABI).
        #expect(json["version"] as? String == "6.3")
        #expect(json["kind"] as? String == "event")
        #expect(payload["kind"] as? String == "issueRecorded")
        #expect(issue["isKnown"] as? Bool == false)
        #expect(issue["severity"] as? String == "error")
        #expect(issue["isFailure"] as? Bool == true)
        #expect(location["filePath"] as? String == source.path)
        #expect(location["fileID"] as? String == "<unknown>/main.swift")
        #expect(location["line"] as? Int == line)
        #expect((location["column"] as? Int ?? 0) >= 1)
        #expect(payload["_comments"] as? [String] == [text])
        #expect((payload["messages"] as? [[String: Any]])?.first?["text"] as? String == text)
        #expect((payload["instant"] as? [String: Any])?["since1970"] is Double)
    }

    @Test("in interop mode none, Swift Testing issues do not fail XCTest tests (as on 6.3.1)")
    func modeNoneLeavesXCTestTestsAlone() async throws {
        let run = try await InteropFixture.runXCTest(.harness, environment: [InteropSuiteModel.modeVariable: "none"])
        let problems = ModelComparison.console(run.console, against: InteropSuiteModel.xctestSideOnToolchain)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("the toolchain's 6.3.1 libraries report all four interop failures as passed (the documented difference)")
    func toolchainLosesCrossLibraryIssues() async throws {
        let xctest = try await InteropFixture.runXCTest(.toolchain)
        let problems = ModelComparison.console(xctest.console, against: InteropSuiteModel.xctestSideOnToolchain)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(xctest.result.diagnosis)")

        let (run, stream) = try await InteropFixture.runSwiftTesting(.toolchain)
        let streamProblems = Self.compare(stream, with: InteropSuiteModel.swiftTestingSideOnToolchain)
        #expect(streamProblems.isEmpty, "\(streamProblems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("swift test on the package runs both frameworks, each failing on the other's failures")
    func swiftTestRunsBothFrameworks() async throws {
        try await InteropFixture.build(.harness)
        // In the shared folder, its plan made afresh, so that it runs this package's bundle.
        let result = try await AdoptersScratch.swift(
            ["test"], RepositoryPaths.fixture(named: InteropFixture.package.name),
            environment: FixtureVariant.harness.buildEnvironment)
        let console = ConsoleTranscript(lines: result.outputLines)
        let problems = ModelComparison.console(console, against: InteropSuiteModel.xctestSideOnHarness)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(result.diagnosis)")
        let model = InteropSuiteModel.swiftTestingSideOnHarness()
        for test in model {
            let verdict = test.failed ? "Test \(test.function) failed" : "Test \(test.function) passed"
            #expect(result.standardOutput.contains(verdict), "expected '\(verdict)'\n\(result.diagnosis)")
        }
        let runVerdict = "Test run with \(model.count) tests in 1 suite failed"
        #expect(result.standardOutput.contains(runVerdict), "\(result.diagnosis)")
        #expect(result.exitCode == 1, "\(result.diagnosis)")
    }

    // MARK: Comparison with the model

    /// Mismatches between a Swift Testing event stream and the model's `@Test`s.
    static func compare(_ stream: SwiftTestingEventStream, with model: [InteropSuiteModel.StreamTest]) -> [String] {
        var problems = stream.unreadableLines.map { "unreadable event stream line: \($0)" }
        for test in model {
            guard stream.ended(test.idPrefix) else {
                problems.append("\(test.function): no testEnded event")
                continue
            }
            let actual = stream.issues(ofTest: test.idPrefix)
            guard actual.count == test.issues.count else {
                problems.append(
                    "\(test.function): \(actual.count) issues \(actual), model has \(test.issues.count) \(test.issues)"
                )
                continue
            }
            for (issue, expected) in zip(actual, test.issues) {
                // Swift Testing words a recorded issue "Issue recorded", its comment on the next line.
                let text = issue.messages.joined(separator: "\n")
                if issue.severity != expected.severity || !text.contains(expected.text) {
                    problems.append("\(test.function): issue \(issue), expected \(expected)")
                }
                if let line = expected.line, issue.line != line {
                    problems.append("\(test.function): issue at line \(issue.line ?? 0), expected \(line)")
                }
                if expected.severity == "error", !issue.isFailure {
                    problems.append("\(test.function): issue \(issue) does not fail its test")
                }
            }
        }
        return problems
    }
}
