import Foundation

/// `Fixtures/MixedSuite` (XCTest and Swift Testing in one bundle) and the `harness` that runs
/// it: built once per test process through `harness list`, then run with `--skip-build`.
enum MixedSuiteFixture {
    static let package = RepositoryPaths.fixture(named: "MixedSuite")

    /// `harness <command> --package-path <fixture> --skip-build <arguments>`.
    static func harness(_ command: String, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> CommandResult
    {
        try await FixtureBuilds.harnessList(RepositoryPaths.fixture(named: "MixedSuite"))
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try await CommandRunner.run(
            RunnerFixture.harness, arguments: [command, "--package-path", package.path, "--skip-build"] + arguments,
            environment: merged, timeLimit: 300)
    }

    /// `swift test --skip-build` (safe mode) on the same build: its Swift Testing event stream,
    /// read once per test process.
    private static let toolchainStream = Task { () throws -> Data in
        try await FixtureBuilds.harnessList(RepositoryPaths.fixture(named: "MixedSuite"))
        let stream = FileManager.default.temporaryDirectory.appendingPathComponent("mixed-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: stream) }
        _ = try await CommandRunner.run(
            tool: "swift",
            arguments: [
                "test", "--package-path", package.path, "--skip-build",
                "--event-stream-output-path", stream.path, "--event-stream-version", "0",
            ],
            environment: ProcessInfo.processInfo.environment.merging(["MIXED_SUITE_SAFE": "1"]) { $1 }, timeLimit: 600)
        return try Data(contentsOf: stream)
    }

    /// The cases of the toolchain's run of `AreaTests/sides(name:)`, as its event stream tells them:
    /// each case's arguments (`_testCase.displayName`) → `passed` or `failed` (an issue that is
    /// not known between the case's start and end).
    static func toolchainSidesCases() async throws -> [String: String] {
        let data = try await toolchainStream.value
        var cases: [String: String] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                record["kind"] as? String == "event", let payload = record["payload"] as? [String: Any],
                (payload["testID"] as? String)?.contains("/sides(name:)/") == true,
                let arguments = (payload["_testCase"] as? [String: Any])?["displayName"] as? String
            else { continue }
            switch payload["kind"] as? String {
            case "testCaseStarted": cases[arguments] = "passed"
            case "issueRecorded":
                if (payload["issue"] as? [String: Any])?["isKnown"] as? Bool == false { cases[arguments] = "failed" }
            default: break
            }
        }
        return cases
    }

    /// `swift test --skip-build` on the same build, writing Swift Testing's own event stream;
    /// returns each function's outcome as the stream tells it (`AreaTests.Nested/deepPasses()` →
    /// `PASS`, `FAIL` or `SKIP`), read with JSONSerialization, independently of the runner's decoder.
    static func toolchainOutcomes() async throws -> [String: String] {
        let data = try await toolchainStream.value
        var names: [String: String] = [:]
        var outcomes: [String: String] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if record["kind"] as? String == "test", payload["kind"] as? String == "function",
                let id = payload["id"] as? String, let name = payload["name"] as? String
            {
                names[id] = name
            }
            guard record["kind"] as? String == "event", let id = payload["testID"] as? String else { continue }
            switch payload["kind"] as? String {
            case "testSkipped": outcomes[id] = "SKIP"
            case "testEnded": outcomes[id] = outcomes[id] ?? "PASS"
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                if issue?["isKnown"] as? Bool == false { outcomes[id] = "FAIL" }
            default: break
            }
        }
        // `MixedSuiteTests.AreaTests/Nested/deepPasses()/AreaTests.swift:42:6` → `AreaTests.Nested/deepPasses()`
        return Dictionary(
            uniqueKeysWithValues: outcomes.compactMap { id, outcome in
                guard let name = names[id] else { return nil }
                guard let range = id.range(of: "/\(name)/") else { return (name, outcome) }  // top level
                let suitePath = id[..<range.lowerBound].split(separator: ".", maxSplits: 1).dropFirst().first
                    .map { $0.replacingOccurrences(of: "/", with: ".") }
                return (suitePath.map { "\($0)/\(name)" } ?? name, outcome)
            })
    }
}
