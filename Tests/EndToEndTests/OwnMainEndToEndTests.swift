import Foundation
import Testing

/// `Fixtures/OwnMainSuite`: a test bundle whose `main` runs a test library of its own (neither
/// SwiftPM's entry point nor `XCTMain`), which refuses `--dump-tests-json` as Spectre does; no
/// Harness dependency. `harness test` runs it whole, as one test, as `swift test` runs it: its
/// exit status is the verdict, its output and time are the test's, and the console says so once.
@Suite("A bundle with a main of its own runs whole, as one test", .serialized)
struct OwnMainEndToEndTests {
    static let package = FixturePackage(name: "OwnMainSuite", scratchName: "ownmain")
    static let packagePath = RepositoryPaths.fixture(named: package.name).path
    static let bundleName = "OwnMainSuitePackageTests"
    static let test = "\(bundleName).\(bundleName)/main"

    /// `OWNMAIN_BREAK=1` breaks one of the suite's three checks.
    static func environment(broken: Bool) -> [String: String] {
        FixtureVariant.toolchain.buildEnvironment.merging(["OWNMAIN_BREAK": broken ? "1" : "0"]) { $1 }
    }

    /// The suite's own lines (`  ✓ freezing`, …, `3 passes and 0 failures`).
    static func checkLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("  ✓") || $0.hasPrefix("  ✗") || $0.hasSuffix(" failures")
        }
    }

    @Test(
        "harness test runs the bundle whole and judges it by its exit status, as swift test does",
        arguments: [["--xctest", "harness"], ["--xctest", "toolchain"]], [false, true])
    func runsWhole(extra: [String], broken: Bool) async throws {
        let reference = try await CommandRunner.swiftTest(
            packagePath: Self.packagePath, scratchPath: Self.package.scratchPath(.toolchain).path,
            environment: Self.environment(broken: broken))
        #expect(reference.exitCode == (broken ? 1 : 0), "\(reference.diagnosis)")
        let expectedLines = Self.checkLines(reference.standardOutput)
        #expect(expectedLines.last == (broken ? "2 passes and 1 failures" : "3 passes and 0 failures"))

        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-ownmain-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--package-path", Self.packagePath, "--json", report.path] + extra,
            environment: Self.environment(broken: broken), timeLimit: 1_800)
        #expect(result.exitCode == (broken ? 1 : 0), "\(result.diagnosis)")
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == [Self.test: broken ? "FAIL" : "PASS"],
            "\(result.diagnosis)")
        let said = result.outputLines.filter { $0.contains("main is neither SwiftPM's nor XCTMain") }
        #expect(said.count == 1, "\(result.diagnosis)")
        #expect(said.first?.contains("exited with status 4") == true, "\(said)")

        let records = try Self.records(inReport: report)
        #expect(
            records.filter { $0["kind"] as? String == "notice" }.compactMap { $0["noticeKind"] as? String }
                .filter { $0 == "bundleRunsWhole" }.count == 1)
        let finished = records.filter { $0["kind"] as? String == "testFinished" }
        #expect(finished.count == 1)
        let attempt = try #require((finished.first?["attempts"] as? [[String: Any]])?.last)
        #expect(finished.first?["status"] as? String == (broken ? "failed" : "passed"))
        #expect(Self.checkLines(attempt["stdout"] as? String ?? "") == expectedLines)
        #expect((attempt["duration"] as? Double ?? 0) > 0)
        let issues = (attempt["issues"] as? [[String: Any]] ?? []).compactMap { $0["description"] as? String }
        #expect(issues == (broken ? ["The bundle's own main exited with status 1"] : []))
    }

    /// Every record of a `--json` report.
    static func records(inReport report: URL) throws -> [[String: Any]] {
        try String(contentsOf: report, encoding: .utf8).split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
