import Foundation
import Testing

/// `--partition` on `Fixtures/ShardSuite` (no Harness dependency: the unmodified route), against
/// `ShardSuiteModel`: the sequence (a full run, `--rerun-failed` twice, then `time:1/3`,
/// `2/3`, `3/3` one after the other on one history) and shards run side by side on copies of one
/// history, by `--partition`, CI's variables and Bazel's. Every round's shards are disjoint, cover
/// the 103 tests, print one fingerprint (console, JSON, JUnit), and a `time` round's shards are
/// within 10% of each other by the estimates they were cut with (never a wall-clock check).
@Suite(.serialized) struct ShardEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "ShardSuite")
    /// Harness's XCTest (the modules that import XCTest built again against it): a batch runs in
    /// the plan's order there, which the time shards' split classes rely on.
    static let xctest = ["--xctest", "harness"]

    /// What one `harness test` did, from its console, JSON lines and JUnit report.
    struct ShardRun {
        var result: CommandResult
        /// `Module.Class/method` → status, from the JSON report's `testFinished` lines.
        var statuses: [String: String] = [:]
        /// The JSON `runStarted`'s partition: its fingerprint and this shard's expected seconds.
        var fingerprint: String?
        var shardSeconds: Double?
        var startedWithPartition = false
        /// JUnit's `harness.partitionFingerprint` properties.
        var junitFingerprints: Set<String> = []

        var ran: Set<String> { Set(statuses.keys) }
        /// The fingerprint on the console's `Partition` line.
        var consoleFingerprint: String? {
            result.outputLines.first { $0.contains("Partition ") }.flatMap { line in
                line.components(separatedBy: "fingerprint ").dropFirst().first?.split(separator: " ").first.map(
                    String.init)
            }
        }
    }

    /// Runs `harness test --skip-build` on the fixture with `history`, a JSON and a JUnit report.
    static func run(
        _ arguments: [String], history: URL, environment: [String: String] = [:]
    ) async throws -> ShardRun {
        try await FixtureBuilds.harnessList(RepositoryPaths.fixture(named: "ShardSuite"), xctest)
        let folder = history.deletingLastPathComponent()
        let name = UUID().uuidString
        let json = folder.appendingPathComponent("\(name).jsonl")
        let junit = folder.appendingPathComponent("\(name).xml")
        var inherited = ProcessInfo.processInfo.environment
        for variable in ["CI_NODE_TOTAL", "CI_NODE_INDEX", "CIRCLE_NODE_TOTAL", "BUILDKITE_PARALLEL_JOB_COUNT"] {
            inherited[variable] = nil
        }
        inherited = inherited.filter { !$0.key.hasPrefix("TEST_") && !$0.key.hasPrefix("TESTBRIDGE_") }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", package.path, "--skip-build", "--xctest", "harness", "--history",
                history.path,
                "--json",
                json.path, "--junit", junit.path,
            ] + arguments,
            environment: inherited.merging(environment) { $1 }, timeLimit: 300)
        var run = ShardRun(result: result)
        let lines = (try? String(contentsOf: json, encoding: .utf8))?.split(separator: "\n") ?? []
        for line in lines {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            if object["kind"] as? String == "runStarted" {
                let partition = object["partition"] as? [String: Any]
                run.startedWithPartition = partition != nil
                run.fingerprint = partition?["fingerprint"] as? String
                run.shardSeconds = partition?["shardSeconds"] as? Double
            }
            if object["kind"] as? String == "testFinished", let id = object["id"] as? [String: String],
                let module = id["module"], let className = id["className"], let method = id["method"]
            {
                run.statuses["\(module).\(className)/\(method)"] = object["status"] as? String
            }
        }
        let report = (try? String(contentsOf: junit, encoding: .utf8)) ?? ""
        for piece in report.components(separatedBy: "name=\"harness.partitionFingerprint\" value=\"").dropFirst() {
            run.junitFingerprints.insert(String(piece.prefix { $0 != "\"" }))
        }
        return run
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The round's promises: disjoint, covering `expected`, one fingerprint everywhere, and
    /// (for `time`) within 10% of each other by their estimates.
    static func checkRound(_ shards: [ShardRun], covering expected: Set<String>, balanced: Bool) {
        for shard in shards {
            #expect(shard.result.exitCode == 0, "\(shard.result.diagnosis)")
            #expect(shard.statuses.values.allSatisfy { $0 == "passed" }, "\(shard.statuses)")
        }
        let all = shards.flatMap(\.ran)
        #expect(all.count == Set(all).count, "a test ran in two shards: \(shards.map { $0.ran.sorted() })")
        #expect(Set(all) == expected, "missing: \(expected.subtracting(all).sorted())")
        let fingerprints = Set(shards.compactMap(\.fingerprint))
        #expect(fingerprints.count == 1, "fingerprints: \(shards.map(\.fingerprint))")
        #expect(Set(shards.compactMap(\.consoleFingerprint)) == fingerprints)
        #expect(Set(shards.flatMap(\.junitFingerprints)) == fingerprints)
        guard balanced else { return }
        let seconds = shards.compactMap(\.shardSeconds)
        #expect(seconds.count == shards.count)
        let mean = seconds.reduce(0, +) / Double(max(seconds.count, 1))
        #expect((seconds.max() ?? 0) - (seconds.min() ?? 0) <= 0.10 * mean, "estimates \(seconds)")
        // The slow class is spread across shards by method, as across workers.
        #expect(shards.filter { !$0.ran.isDisjoint(with: ShardSuiteModel.uploadTests) }.count > 1)
    }

    @Test("the issue's sequence: a full run, --rerun-failed twice, then time:1/3, 2/3, 3/3 on one history")
    func sequentialTimeShardsOnOneHistory() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = folder.appendingPathComponent("history.sqlite")
        let failing = ["SHARD_SUITE_FAIL": "1"]

        let full = try await Self.run([], history: history, environment: failing)
        #expect(full.result.exitCode == 1)
        #expect(full.ran == ShardSuiteModel.tests)
        #expect(!full.startedWithPartition)
        let rerun = try await Self.run(["--rerun-failed"], history: history, environment: failing)
        #expect(rerun.ran == [ShardSuiteModel.flag])
        let fixed = try await Self.run(["--rerun-failed"], history: history)
        #expect(fixed.ran == [ShardSuiteModel.flag])
        #expect(fixed.result.exitCode == 0)

        var shards: [ShardRun] = []
        for index in 1...3 {
            let dryRun = try await Self.run(["--partition", "time:\(index)/3", "--dry-run"], history: history)
            let shard = try await Self.run(["--partition", "time:\(index)/3"], history: history)
            // The dry run listed exactly what the shard then ran, with its fingerprint.
            let listed = Set(
                dryRun.result.outputLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    $0.hasPrefix("\(ShardSuiteModel.module).") && !$0.contains(" ")
                })
            #expect(listed == shard.ran)
            #expect(
                dryRun.result.outputLines.first { $0.contains("Partition") }?.contains(shard.fingerprint ?? "?") == true
            )
            shards.append(shard)
        }
        Self.checkRound(shards, covering: ShardSuiteModel.tests, balanced: true)

        // Narrowed by a filter, one after the other on the same history: still one round.
        var filtered: [ShardRun] = []
        for index in 1...3 {
            filtered.append(
                try await Self.run(["UploadTests", "QuickTests", "--partition", "time:\(index)/3"], history: history))
        }
        let narrowed = ShardSuiteModel.tests.filter { $0.contains(".UploadTests/") || $0.contains(".QuickTests/") }
        Self.checkRound(filtered, covering: narrowed, balanced: false)
        #expect(filtered.compactMap(\.fingerprint).first == shards.compactMap(\.fingerprint).first)
    }

    /// How a machine is told its shard.
    enum ShardSource: String, CaseIterable, CustomTestStringConvertible {
        case time, hash, count, gitLabTime, bazel

        var testDescription: String { rawValue }

        func invocation(_ index: Int, of total: Int) -> (arguments: [String], environment: [String: String]) {
            switch self {
            case .time, .hash, .count: (["--partition", "\(rawValue):\(index)/\(total)"], [:])
            case .gitLabTime: (["--partition", "time"], ["CI_NODE_INDEX": "\(index)", "CI_NODE_TOTAL": "\(total)"])
            case .bazel: ([], ["TEST_SHARD_INDEX": "\(index - 1)", "TEST_TOTAL_SHARDS": "\(total)"])
            }
        }
    }

    @Test("three machines with copies of one history cut one round", arguments: ShardSource.allCases)
    func parallelShardsOnCopies(source: ShardSource) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = folder.appendingPathComponent("history.sqlite")
        _ = try await Self.run([], history: history)
        var copies: [URL] = []
        for index in 1...3 {
            let machine = folder.appendingPathComponent("machine\(index)")
            try FileManager.default.createDirectory(at: machine, withIntermediateDirectories: true)
            let copy = machine.appendingPathComponent("history.sqlite")
            try FileManager.default.copyItem(at: history, to: copy)
            copies.append(copy)
        }
        let shards = try await withThrowingTaskGroup(of: (Int, ShardRun).self) { group in
            for index in 1...3 {
                let (arguments, environment) = source.invocation(index, of: 3)
                let copy = copies[index - 1]
                group.addTask {
                    (index, try await Self.run(arguments, history: copy, environment: environment))
                }
            }
            var runs: [(Int, ShardRun)] = []
            for try await run in group { runs.append(run) }
            return runs.sorted { $0.0 < $1.0 }.map(\.1)
        }
        Self.checkRound(shards, covering: ShardSuiteModel.tests, balanced: source == .time || source == .gitLabTime)
    }
}
