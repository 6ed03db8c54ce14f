import Foundation
import Testing

/// `harness test` on `Fixtures/SameNameSuite` (no Harness dependency): two test modules declare a
/// class named `SharedNameTests`, whose tests have different statuses in each. The toolchain's
/// XCTest prints no module in its console, so every result must go to the module the worker was
/// given, with one worker or two, on either XCTest, as `swift test` reports them (issue 33,
/// item 8: swift-numerics' `ApproximateEqualityTests` were charged to the other module).
@Suite(.serialized) struct SameNameEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "SameNameSuite")

    /// Every test's status, by `Module.Class/method`.
    static let model: [String: String] = [
        "FirstTests.SharedNameTests/testOne": "passed",
        "FirstTests.SharedNameTests/testTwo": "failed",
        "SecondTests.SharedNameTests/testOne": "failed",
        "SecondTests.SharedNameTests/testTwo": "skipped",
    ]

    /// Each test's status from one `harness test`'s JSON lines, and how many results it had.
    static func harness(xctest: String, jobs: Int) async throws -> (
        statuses: [String: String], results: Int, run: CommandResult
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-same-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("run.jsonl")
        let run = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--xctest", xctest, "--jobs", "\(jobs)", "--package-path", package.path, "--history",
                folder.appendingPathComponent("history.sqlite").path, "--json", json.path,
            ], timeLimit: 1_800)
        var statuses: [String: String] = [:]
        var results = 0
        for line in ((try? String(contentsOf: json, encoding: .utf8)) ?? "").split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["kind"] as? String == "testFinished", let id = object["id"] as? [String: String],
                let module = id["module"], let className = id["className"], let method = id["method"]
            else { continue }
            statuses["\(module).\(className)/\(method)"] = object["status"] as? String
            results += 1
        }
        return (statuses, results, run)
    }

    /// `swift test`'s verdicts as its console prints them (`Class.method`, no module), sorted.
    static func swiftTest() async throws -> [String] {
        let result = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift", "test", "--package-path", package.path],
            timeLimit: 1_800)
        return (result.outputLines + result.errorLines).compactMap { line in
            guard line.hasPrefix("Test Case '"), let end = line.range(of: "' ", options: .backwards) else { return nil }
            let name = line[line.index(line.startIndex, offsetBy: 11)..<end.lowerBound]
            let verdict = line[end.upperBound...].prefix { $0 != " " }
            return verdict == "started" ? nil : "\(name) \(verdict)"
        }.sorted()
    }

    @Test(
        "each module's class of the shared name gets its own results",
        arguments: [("toolchain", 1), ("toolchain", 2), ("harness", 2)])
    func eachModuleItsOwnResults(xctest: String, jobs: Int) async throws {
        let report = try await Self.harness(xctest: xctest, jobs: jobs)
        #expect(report.run.exitCode == 1, "\(report.run.diagnosis)")
        #expect(report.statuses == Self.model, "\(report.run.diagnosis)")
        #expect(report.results == Self.model.count, "\(report.run.diagnosis)")
    }

    @Test("swift test reports the same verdicts, by the names its console prints")
    func theToolchainAgrees() async throws {
        let printed = Self.model.map { name, status in
            "\(name.split(separator: ".", maxSplits: 1)[1].replacingOccurrences(of: "/", with: ".")) \(status)"
        }
        #expect(try await Self.swiftTest() == printed.sorted())
    }
}
