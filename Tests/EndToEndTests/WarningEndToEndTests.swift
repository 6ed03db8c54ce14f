import Foundation
import Testing

/// `Fixtures/WarningSuite` (no Harness dependency): Swift Testing warnings reach the test's own
/// issue handlers under `harness test` as under `swift test` (issue 33: a property-testing
/// library counts its warnings with `IssueHandlingTrait`, and two of its tests failed under
/// Harness, whose workers asked for a stream version that holds warnings back from every handler).
@Suite("Warnings reach a test's own issue handlers, as under swift test", .serialized)
struct WarningEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "WarningSuite")
    static let scratch = RepositoryPaths.fixtureScratch(named: "warning")
    static let suite = "WarningSuiteTests.WarningTests/"

    /// Each test's verdict when its handlers see its warnings: one counts them and passes, one
    /// makes them errors and fails, and a warning alone fails nothing.
    static let model = [
        "aWarningReachesTheTestsOwnHandler()": "passed", "aWarningItsTraitMakesAnErrorFails()": "failed",
        "aWarningAlonePasses()": "passed",
    ]

    @Test("each test's verdict is swift test's, and a warning no handler took is reported")
    func verdictsAreSwiftTests() async throws {
        let reference = try await CommandRunner.swiftTest(
            packagePath: Self.package.path, scratchPath: Self.scratch.path)
        #expect(reference.exitCode == 1, "\(reference.diagnosis)")
        #expect(Self.swiftTestVerdicts(in: reference.standardOutput + reference.standardError) == Self.model)

        try? FileManager.default.createDirectory(at: Self.scratch, withIntermediateDirectories: true)
        let json = Self.scratch.appendingPathComponent("harness-events.jsonl")
        let harness = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path, "--json", json.path,
            ],
            timeLimit: 1_800)
        #expect(harness.exitCode == 1, "\(harness.diagnosis)")
        let verdicts = RunnerFixture.statuses(in: harness.standardOutput).reduce(into: [String: String]()) {
            $0[String($1.key.dropFirst(Self.suite.count))] = $1.value == "PASS" ? "passed" : "failed"
        }
        #expect(verdicts == Self.model, "\(harness.diagnosis)")
        // The warning no handler took is in its test's report, as a warning; the one the handler
        // took is in none.
        let events = try String(contentsOf: json, encoding: .utf8)
        #expect(events.contains(#""description":"Issue recorded - only a warning""#))
        #expect(events.contains(#""knownFailureReason":"warning""#))
        #expect(!events.contains("above ten"))
    }

    /// `✔ Test name() passed after …` / `✘ Test name() failed after …` → name: verdict.
    static func swiftTestVerdicts(in output: String) -> [String: String] {
        var verdicts: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let match = line.firstMatch(of: /Test (\w+\(\)) (passed|failed) after/) else { continue }
            verdicts[String(match.1)] = String(match.2)
        }
        return verdicts
    }
}
