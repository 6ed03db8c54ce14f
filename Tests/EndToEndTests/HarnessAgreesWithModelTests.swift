import Foundation
import HarnessWire
import Testing

/// Runs the Harness-built fixture, shared and Harness-only tests together, and holds its
/// console output and its wire events to the model.
@Suite("Harness runs the fixture as the model says")
struct HarnessAgreesWithModelTests {
    @Test("the console reports every test as the model says")
    func consoleMatchesModel() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        let problems = ModelComparison.console(run.console, against: BasicSuiteModel.allTests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("the wire events report every test as the model says")
    func wireMatchesModel() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        let problems = ModelComparison.wire(run, against: BasicSuiteModel.allTests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(run.result.diagnosis)")
    }

    @Test("the run's totals are the model's and it exits 1")
    func totalsAndExitCode() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        let prefix = BasicSuiteModel.Totals(BasicSuiteModel.allTests).summaryPrefix
        #expect(
            run.console.summaryLines.last?.hasPrefix(prefix) == true,
            "expected a summary starting \(prefix.debugDescription)\n\(run.result.diagnosis)")
        #expect(run.result.exitCode == BundleExitCode.testsFailed)
    }

    @Test("attachments reach the wire with their names, payloads and activities")
    func attachments() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        let test = TestIdentifier(
            module: BasicSuiteModel.harnessOnlyModule, className: "ActivityTests", method: "testAttachmentsAreReported")
        let attachments = run.events.compactMap { event -> WireEvent.AttachmentAdded? in
            if case .attachmentAdded(let payload) = event.kind, payload.test == test { payload } else { nil }
        }
        #expect(attachments.map(\.name) == ["expression", "result"])
        #expect(attachments.map(\.activities) == [["Attach the expression"], ["Attach inside an activity"]])
        #expect(attachments.map(\.uniformTypeIdentifier) == ["public.plain-text", "public.plain-text"])
        #expect(attachments.map(\.lifetime) == ["keepAlways", "keepAlways"])
        let texts = attachments.map { attachment in attachment.payload.map { String(decoding: $0, as: UTF8.self) } }
        #expect(texts == ["3 4 +", "7.0"])
    }

    @Test("HARNESS_WIRE_FD carries the same events as HARNESS_WIRE_PATH")
    func wireThroughInheritedDescriptor() async throws {
        let fixture = try await BuiltFixture.basic(.harness)
        let filter = "BasicSuiteTests.SkippingTests,BasicSuiteTests.ThrowingTests"
        let byPath = try await fixture.runBundle([filter], recordingWire: true)
        let wireFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-fd-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: wireFile) }
        var environment = FixtureVariant.harness.buildEnvironment
        environment[WireFormat.fileDescriptorVariable] = "3"
        // The shell opens descriptor 3 on the file and then becomes the bundle, as a runner would.
        let result = try await CommandRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"exec "$0" "$1" 3>"$2""#, fixture.bundle.path, filter, wireFile.path],
            environment: environment
        )
        #expect(result.exitCode == byPath.result.exitCode, "\(result.diagnosis)")
        let text = try String(contentsOf: wireFile, encoding: .utf8)
        let byDescriptor = try text.split(separator: "\n").map { try WireEvent.decodeLine($0) }
        #expect(byDescriptor.map(Self.signature) == byPath.events.map(Self.signature))
        #expect(!byDescriptor.isEmpty)
    }

    /// An event without what varies between runs (times, durations, offsets, process IDs).
    static func signature(_ event: WireEvent) -> String {
        switch event.kind {
        case .runStarted(let payload): "runStarted \(payload.testCount)"
        case .suiteStarted(let payload): "suiteStarted \(payload.suite)"
        case .testStarted(let payload): "testStarted \(payload.test)"
        case .issueRecorded(let payload): "issue \(payload.test?.description ?? "-") \(payload.issue.description)"
        case .testSkipped(let payload): "skipped \(payload.test) \(payload.description)"
        case .attachmentAdded(let payload): "attachment \(payload.name ?? "-")"
        case .measured(let payload): "measured \(payload.test) \(payload.metric)"
        case .testFinished(let payload): "testFinished \(payload.test) \(payload.outcome)"
        case .suiteFinished(let payload):
            "suiteFinished \(payload.suite) "
                + "\(payload.counts.executed)/\(payload.counts.failures)/"
                + "\(payload.counts.unexpected)/\(payload.counts.skipped)"
        case .runFinished(let payload): "runFinished \(payload.exitCode)"
        case .lateIssueRecorded(let payload): "late \(payload.issue.description)"
        }
    }

    @Test("each test's stdout offsets bracket exactly the output it printed")
    func outputOffsetsBracketTheTest() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        let output = Array(run.result.standardOutput.utf8)
        for method in ["testFirst", "testSecond"] {
            let test = TestIdentifier(
                module: BasicSuiteModel.sharedModule, className: "LifecycleOrderTests", method: method)
            let start = run.events.compactMap { event -> Int64? in
                if case .testStarted(let payload) = event.kind, payload.test == test {
                    payload.stdoutOffset
                } else {
                    nil
                }
            }.first
            let end = run.events.compactMap { event -> Int64? in
                if case .testFinished(let payload) = event.kind, payload.test == test {
                    payload.stdoutOffset
                } else {
                    nil
                }
            }.first
            let range = try #require(
                start.flatMap { start in end.map { Int(start)..<Int($0) } },
                "offsets of \(test): \(String(describing: start)), \(String(describing: end))")
            try #require(range.upperBound <= output.count && range.lowerBound <= range.upperBound)
            let slice = String(decoding: output[range], as: UTF8.self)
            let printed = slice.split(separator: "\n").filter { $0.hasPrefix("[lifecycle]") }.map(String.init)
            let expected = BasicSuiteModel.lifecycleMarkers.filter { $0.contains("LifecycleOrderTests.\(method) ") }
            #expect(printed == expected, "stdout[\(range)] of \(test):\n\(slice)")
        }
    }

    @Test("an issue from another thread or task belongs to the running test, never a later one")
    func crossThreadIssuesStayWithTheirTest() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        let owners = run.events.compactMap { event -> String? in
            guard case .issueRecorded(let payload) = event.kind, payload.issue.description.contains("asserted ") else {
                return nil
            }
            return payload.test?.method
        }
        #expect(
            owners == [
                "testAssertionFromAnotherThread", "testAssertionFromDetachedTask", "testAssertionFromDispatchQueue",
            ])
    }
}
