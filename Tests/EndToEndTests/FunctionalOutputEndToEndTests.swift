import Foundation
import Testing

/// `Fixtures/FunctionalSuite`'s Swift Testing tests (unmodified: the package adopts only
/// HarnessLaunch) run side by side in one worker: the launcher's lines about a test (a program
/// left running, a kept launch folder) reach the runner naming their test, so each report holds
/// a test's lines and no other's (issue 33, item 7: eleven reports carried other tests' lines).
@Suite(.serialized)
struct FunctionalOutputEndToEndTests {
    typealias Functional = FunctionalEndToEndTests
    static let reports = RepositoryPaths.fixtureScratch(named: "functional-side-by-side")
    static let crash = "FunctionalSuiteTests.BeaconTests/aCrashOnARouteFailsTheTest()"

    @Test func everyReportHoldsEachTestsOwnLauncherLinesAndNoOthers() async throws {
        try? FileManager.default.removeItem(at: Self.reports)
        try FileManager.default.createDirectory(at: Self.reports, withIntermediateDirectories: true)
        let json = Self.reports.appendingPathComponent("events.jsonl")
        let junit = Self.reports.appendingPathComponent("junit.xml")
        let html = Self.reports.appendingPathComponent("report.html")
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", Functional.package.path, "--scratch-path", Functional.scratch.path,
                "FunctionalSuiteTests.BeaconTests", "--junit", junit.path, "--json", json.path, "--html", html.path,
            ],
            environment: Functional.environment, timeLimit: 1_800)
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        let outputs = try ReportedOutputs(
            json: json, junit: junit, html: html, console: result.standardOutput + result.standardError)
        for (format, byTest) in outputs.formats {
            for (test, text) in byTest where test.contains("BeaconTests/") {
                for line in text.split(separator: "\n") where line.contains("HarnessLaunch:") {
                    try Self.expect(line, belongsTo: test, in: format)
                }
            }
        }
        // Not vacuous: the lines are there, each in its own test's reports.
        for (format, byTest) in outputs.formats {
            #expect(byTest[Self.crash]?.contains("HarnessLaunch: kept Beacon's launch folder") == true, "\(format)")
        }
        let parallel = "FunctionalSuiteTests.BeaconTests/parallelLaunchesNeverClash()"
        for (format, byTest) in outputs.formats where format != "console" {
            #expect(byTest[parallel]?.components(separatedBy: "was still running").count == 5, "\(format)")
        }
    }

    /// A program left running names the scope's function, the test's own; a kept folder's
    /// `test` file names the test that kept it.
    static func expect(_ line: Substring, belongsTo test: String, in format: String) throws {
        let function = String(test.split(separator: "/").last ?? "")
        if line.contains("was still running at the end of ") {
            #expect(line.contains("at the end of \(function);"), "\(format): \(test) holds \(line)")
        } else if let range = line.range(of: "launch folder and output: ") {
            let folder = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            let owner = try String(contentsOfFile: folder + "/test", encoding: .utf8)
            #expect(owner.trimmingCharacters(in: .whitespacesAndNewlines) == test, "\(format): \(test) holds \(line)")
        } else {
            Issue.record("\(format): \(test) holds a launcher line of no known kind: \(line)")
        }
    }
}
