import Foundation
import Testing

/// `swift test` on the fixture: adopting Harness is one line in Package.swift, and SwiftPM's
/// own test command keeps working — filters, skips, parallel mode, listing and xUnit output.
///
/// Serialized: every invocation takes SwiftPM's lock on the variant's scratch folder, so
/// running them at once would only make them queue. Each reuses the fixture build.
@Suite("swift test works on the fixture", .serialized)
struct SwiftTestCommandTests {
    @Test("swift test --filter runs the matching classes", arguments: FixtureVariant.allCases)
    func filter(variant: FixtureVariant) async throws {
        let fixture = try await BuiltFixture.basic(variant)
        let result = try await fixture.runSwift(["test", "--filter", "FreshInstanceTests|ResourceTests"])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let transcript = ConsoleTranscript(lines: result.outputLines)
        #expect(
            transcript.testCases.map(\.name) == [
                "FreshInstanceTests.testFirstSeesFreshState", "FreshInstanceTests.testSecondSeesFreshState",
                "ResourceTests.testMainBundleDoesNotHoldTheResource",
                "ResourceTests.testReadsResourceThroughBundleModule",
            ])
        #expect(
            transcript.summaryLines.last?.hasPrefix("\t Executed 4 tests, with 0 failures (0 unexpected) in ") == true)
    }

    @Test("swift test --skip leaves out the matching classes", arguments: FixtureVariant.allCases)
    func skip(variant: FixtureVariant) async throws {
        let fixture = try await BuiltFixture.basic(variant)
        // The harness variant also builds the Harness-only module: skip every class the model
        // has a failing test in, so what is left passes.
        let tests = variant == .harness ? BasicSuiteModel.allTests : BasicSuiteModel.sharedTests
        let failingClasses = ModuleOrder.firstAppearance(of: tests.filter { $0.outcome == .failed }.map(\.id.className))
        #expect(failingClasses.count >= 10, "the model has failing classes to skip")
        let result = try await fixture.runSwift(["test", "--skip", failingClasses.joined(separator: "|")])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let ran = ConsoleTranscript(lines: result.outputLines).testCases.map(\.name)
        // Modules run in the order the bundle links them; classes within one in the model's order.
        let expected = ModuleOrder.arrange(tests, as: ModuleOrder.ofConsoleNames(ran, in: tests)).map(\.consoleName)
            .filter { name in
                !failingClasses.contains { name.hasPrefix("\($0).") }
            }
        #expect(ran == expected)
    }

    @Test(
        "swift test --parallel runs each test in its own process and writes xUnit results",
        arguments: FixtureVariant.allCases)
    func parallelWithXUnit(variant: FixtureVariant) async throws {
        let fixture = try await BuiltFixture.basic(variant)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-xunit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("results.xml")
        let result = try await fixture.runSwift([
            "test", "--parallel", "--num-workers", "2", "--xunit-output", report.path,
            "--filter", "PassingTests|SkippingTests",
        ])
        // SkippingTests.testFailureBeforeSkipStillFails fails: the command must say so.
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        let xml = try String(contentsOf: report, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="TestResults" errors="0" tests="10" failures="1""#), "\(xml)")
        #expect(
            xml.contains(#"<testcase classname="BasicSuiteTests.SkippingTests" name="testFailureBeforeSkipStillFails""#)
        )
        for passing in [
            "testAsyncPasses", "testEvaluatesSimpleExpression", "testEveryAssertionPasses",
            "testOperatorsCoverAllCases",
        ] {
            #expect(xml.contains(#"<testcase classname="BasicSuiteTests.PassingTests" name="\#(passing)""#))
        }
    }

    @Test("swift test list prints every test's Module.Class/method", arguments: FixtureVariant.allCases)
    func list(variant: FixtureVariant) async throws {
        let fixture = try await BuiltFixture.basic(variant)
        let result = try await fixture.runSwift(["test", "list"])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let model = variant == .harness ? BasicSuiteModel.allTests : BasicSuiteModel.sharedTests
        let listedModules = ModuleOrder.firstAppearance(
            of: result.outputLines.compactMap { line in
                line.split(separator: ".").first.map(String.init)
            })
        #expect(
            result.outputLines == ModuleOrder.arrange(model, as: listedModules).map(\.id.description),
            "\(result.diagnosis)")
    }

    @Test("swift test with no filter runs every test and fails, as the model says", arguments: FixtureVariant.allCases)
    func wholeSuite(variant: FixtureVariant) async throws {
        let fixture = try await BuiltFixture.basic(variant)
        let result = try await fixture.runSwift(["test"])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        let tests = variant == .harness ? BasicSuiteModel.allTests : BasicSuiteModel.sharedTests
        let problems = ModelComparison.console(ConsoleTranscript(lines: result.outputLines), against: tests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
