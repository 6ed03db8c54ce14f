import Foundation
import Testing

/// Build once, run on many machines (issue 27), on `Fixtures/ShardSuite` (no Harness
/// dependency: the unmodified route): a simulated CI of three machines. One folder builds the
/// package, runs it once for JUnit timings, and archives it; the build folder is then moved
/// away, so no absolute path into it can help; three clean folders hold only the archive and
/// that JUnit report and run `--partition time:K/3 --timings-from`. Every test runs exactly
/// once across the three (against `ShardSuiteModel`), the shards' expected times are within
/// 15% of each other, every JUnit case names its file and line, and the merged history holds
/// every test. Then the exact-ID contract on the archive: `list --format ids`, `--ids-from` in
/// its order, an unknown or repeated ID, `--workspace-remap`, and a truncated archive.
@Suite(.serialized) struct ArchiveEndToEndTests {
    /// The simulated CI's folders, made once for the suite.
    struct CI: Sendable {
        var root: URL
        var archive: URL
        var earlierReport: URL
        /// The IDs the build machine listed (`harness list --format ids`).
        var listedIDs: [String]
        /// Where the package was built, now moved away.
        var buildRoot: URL

        func machine(_ name: String) throws -> URL {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in [archive, earlierReport] {
                let copy = folder.appendingPathComponent(file.lastPathComponent)
                if !FileManager.default.fileExists(atPath: copy.path) {
                    try FileManager.default.copyItem(at: file, to: copy)
                }
            }
            return folder
        }
    }

    struct SetupFailure: Error, CustomStringConvertible {
        var step: String
        var result: CommandResult
        var description: String { "\(step) failed:\n\(result.diagnosis)" }
    }

    /// The build machine's work, once: copy, test (JUnit timings), archive, move away. In
    /// `.build-fixtures/archive-ci` (git-ignored), emptied first, so one run's folders are kept
    /// for a look and never pile up.
    static let ci = Task { () throws -> CI in
        let root = RepositoryPaths.fixtureScratch(named: "archive-ci")
        try? FileManager.default.removeItem(at: root)
        let build = root.appendingPathComponent("build-machine/ShardSuite")
        try FileManager.default.createDirectory(
            at: build.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.fixture(named: "ShardSuite"), to: build)
        try? FileManager.default.removeItem(at: build.appendingPathComponent(".build"))
        let harness = RunnerFixture.harness
        let earlier = root.appendingPathComponent("earlier.xml")
        let run = try await CommandRunner.run(
            harness,
            arguments: [
                "test", "--package-path", build.path, "--xctest", "harness", "--junit", earlier.path, "--history",
                root.appendingPathComponent("build-history.sqlite").path,
            ],
            environment: cleanEnvironment(), timeLimit: 1_800)
        guard run.exitCode == 0 else { throw SetupFailure(step: "the build machine's harness test", result: run) }
        let list = try await CommandRunner.run(
            harness,
            arguments: [
                "list", "--package-path", build.path, "--skip-build", "--xctest", "harness", "--format", "ids",
            ],
            timeLimit: 300)
        guard list.exitCode == 0 else { throw SetupFailure(step: "harness list --format ids", result: list) }
        let archive = root.appendingPathComponent("artifacts/tests.harness")
        let written = try await CommandRunner.run(
            harness,
            arguments: [
                "archive", "--package-path", build.path, "--skip-build", "--xctest", "harness", "--output",
                archive.path,
            ],
            timeLimit: 300)
        guard written.exitCode == 0 else { throw SetupFailure(step: "harness archive", result: written) }
        let moved = root.appendingPathComponent("build-machine-moved-away")
        try FileManager.default.moveItem(at: build.deletingLastPathComponent(), to: moved)
        return CI(
            root: root, archive: archive, earlierReport: earlier,
            listedIDs: list.outputLines.filter { !$0.isEmpty }, buildRoot: build)
    }

    /// This process's environment without CI's or Bazel's shard variables.
    static func cleanEnvironment() -> [String: String] {
        ProcessInfo.processInfo.environment.filter { variable, _ in
            !variable.hasPrefix("TEST_") && !variable.hasPrefix("TESTBRIDGE_")
                && ![
                    "CI_NODE_TOTAL", "CI_NODE_INDEX", "CIRCLE_NODE_TOTAL", "CIRCLE_NODE_INDEX",
                    "BUILDKITE_PARALLEL_JOB_COUNT", "BUILDKITE_PARALLEL_JOB", "SHARD_SUITE_FAIL",
                ].contains(variable)
        }
    }

    /// `harness ARGUMENTS` run in `folder`.
    static func harness(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) async throws
        -> CommandResult
    {
        try await CommandRunner.run(
            RunnerFixture.harness, arguments: arguments,
            environment: cleanEnvironment().merging(environment) { $1 }, currentDirectory: folder, timeLimit: 300)
    }

    /// The JSON report's lines of one kind.
    static func events(_ kind: String, in file: URL) throws -> [[String: Any]] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["kind"] as? String == kind }
    }

    static func id(_ event: [String: Any]) -> String? {
        guard let id = event["id"] as? [String: String], let module = id["module"], let className = id["className"],
            let method = id["method"]
        else { return nil }
        return className.isEmpty ? "\(module)/\(method)" : "\(module).\(className)/\(method)"
    }

    @Test("three clean machines with only the archive: every test once, balanced by JUnit timings, reports whole")
    func threeMachines() async throws {
        let ci = try await Self.ci.value
        #expect(Set(ci.listedIDs) == ShardSuiteModel.tests)
        #expect(ci.listedIDs.count == ShardSuiteModel.tests.count)
        #expect(!FileManager.default.fileExists(atPath: ci.buildRoot.path))
        // The bundle loads the archive's XCTest library, not the one its RUNPATH names on the
        // build machine (still present here): LD_LIBRARY_PATH, which the runner sets, comes first.
        let unpacked = ci.root.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        _ = try await CommandRunner.run(tool: "tar", arguments: ["-xzf", ci.archive.path, "-C", unpacked.path])
        let loaded = try await CommandRunner.run(
            tool: "ldd", arguments: [unpacked.appendingPathComponent("products/ShardSuitePackageTests.xctest").path],
            environment: ["LD_LIBRARY_PATH": unpacked.appendingPathComponent("lib").path])
        #expect(
            loaded.outputLines.contains {
                $0.contains("libHarnessXCTest.so => \(unpacked.appendingPathComponent("lib").path)/libHarnessXCTest.so")
            }, "\(loaded.diagnosis)")

        var ran: [String] = []
        var expectedSeconds: [Double] = []
        var cases: [(file: String, line: Int)] = []
        var histories: [String] = []
        for shard in 1...3 {
            let machine = try ci.machine("machine-\(shard)")
            let result = try await Self.harness(
                [
                    "test", "--archive", "tests.harness", "--partition", "time:\(shard)/3", "--junit", "shard.xml",
                    "--json", "shard.jsonl", "--history", "history.sqlite", "--timings-from", "earlier.xml",
                ], in: machine)
            #expect(result.exitCode == 0, "\(result.diagnosis)")
            let finished = try Self.events("testFinished", in: machine.appendingPathComponent("shard.jsonl"))
            ran += finished.compactMap(Self.id)
            #expect(finished.allSatisfy { $0["status"] as? String == "passed" })
            let started = try #require(
                try Self.events("runStarted", in: machine.appendingPathComponent("shard.jsonl")).first)
            expectedSeconds += [(started["partition"] as? [String: Any])?["shardSeconds"] as? Double ?? -1]

            let report = try String(contentsOf: machine.appendingPathComponent("shard.xml"), encoding: .utf8)
            for piece in report.components(separatedBy: "<testcase ").dropFirst() {
                let tag = piece.prefix { $0 != ">" }
                func attribute(_ name: String) -> String? {
                    tag.components(separatedBy: " \(name)=\"").dropFirst().first.map {
                        String($0.prefix { $0 != "\"" })
                    }
                }
                cases.append((attribute("file") ?? "", Int(attribute("line") ?? "") ?? 0))
            }
            histories.append(machine.appendingPathComponent("history.sqlite").path)
        }
        #expect(ran.count == Set(ran).count, "a test ran on two machines")
        #expect(Set(ran) == ShardSuiteModel.tests, "missing: \(ShardSuiteModel.tests.subtracting(ran).sorted())")
        // Balanced by the earlier report's durations: the estimates, never the wall clock.
        let mean = expectedSeconds.reduce(0, +) / 3
        #expect(expectedSeconds.allSatisfy { $0 > 0 }, "\(expectedSeconds)")
        #expect((expectedSeconds.max() ?? 0) - (expectedSeconds.min() ?? 0) <= 0.15 * mean, "\(expectedSeconds)")
        // The JUnit reports together: every test once, each at its file (relative) and line.
        #expect(cases.count == ShardSuiteModel.tests.count)
        #expect(cases.allSatisfy { $0.file.hasPrefix("Tests/ShardSuiteTests/") && $0.line > 0 }, "\(cases.prefix(5))")

        let merged = ci.root.appendingPathComponent("merged.sqlite").path
        let merge = try await Self.harness(["history", "merge", "--into", merged] + histories, in: ci.root)
        #expect(merge.exitCode == 0, "\(merge.diagnosis)")
        #expect(merge.outputLines.filter { $0.hasSuffix(": 1 run added") }.count == 3, "\(merge.diagnosis)")
        let shown = try await Self.harness(["history", "--history", merged, "--json", "--limit", "1000"], in: ci.root)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
        #expect(report["runs"] as? Int == 3)
        let tests = (report["slowestTests"] as? [[String: Any]] ?? []).compactMap { $0["test"] as? String }
        #expect(Set(tests) == ShardSuiteModel.tests)
    }

    @Test("the archive's IDs: list --format ids as the build machine's, --ids-from in its order, bad lists refused")
    func exactIDs() async throws {
        let ci = try await Self.ci.value
        let machine = try ci.machine("ids")
        let listed = try await Self.harness(["list", "--archive", "tests.harness", "--format", "ids"], in: machine)
        #expect(listed.exitCode == 0, "\(listed.diagnosis)")
        #expect(listed.outputLines.filter { !$0.isEmpty } == ci.listedIDs)

        let chosen = [
            "ShardSuiteTests.QuickTests/testQuick3", "ShardSuiteTests.Feature02Tests/testCase1",
            "ShardSuiteTests.QuickTests/testQuick0",
        ]
        try chosen.joined(separator: "\n").write(
            to: machine.appendingPathComponent("ids.txt"), atomically: true, encoding: .utf8)
        let run = try await Self.harness(
            ["test", "--archive", "tests.harness", "--ids-from", "ids.txt", "--jobs", "1", "--json", "run.jsonl"],
            in: machine)
        #expect(run.exitCode == 0, "\(run.diagnosis)")
        let started = try Self.events("testStarted", in: machine.appendingPathComponent("run.jsonl")).compactMap(
            Self.id)
        // Classes start at their first listed test, a class's tests follow the list.
        #expect(started == [chosen[0], chosen[2], chosen[1]])

        for (lines, words) in [
            (
                ["ShardSuiteTests.QuickTests/testQuick0", "ShardSuiteTests.QuickTests/testGone"],
                "'ShardSuiteTests.QuickTests/testGone'"
            ),
            (["ShardSuiteTests.QuickTests/testQuick0", "ShardSuiteTests.QuickTests/testQuick0"], "listed twice"),
        ] {
            try lines.joined(separator: "\n").write(
                to: machine.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
            let refused = try await Self.harness(
                ["test", "--archive", "tests.harness", "--ids-from", "bad.txt"], in: machine)
            #expect(refused.exitCode == 2)
            #expect(refused.errorLines.filter { !$0.isEmpty }.count == 1, "\(refused.diagnosis)")
            #expect(refused.standardError.contains(words), "\(refused.diagnosis)")
            #expect(refused.standardError.hasPrefix("error: bad.txt"), "\(refused.diagnosis)")
            #expect(!refused.standardOutput.contains("PASS"))
        }
    }

    @Test("--workspace-remap reports a failure where the sources are checked out; a truncated archive is one line")
    func remapAndCorruption() async throws {
        let ci = try await Self.ci.value
        let machine = try ci.machine("remap")
        try ShardSuiteModel.flag.write(
            to: machine.appendingPathComponent("flag.txt"), atomically: true, encoding: .utf8)
        let failing = try await Self.harness(
            [
                "test", "--archive", "tests.harness", "--ids-from", "flag.txt", "--workspace-remap", "/ci/checkout",
                "--json", "flag.jsonl", "--junit", "flag.xml",
            ], in: machine, environment: ["SHARD_SUITE_FAIL": "1"])
        #expect(failing.exitCode == 1, "\(failing.diagnosis)")
        let events = try String(contentsOf: machine.appendingPathComponent("flag.jsonl"), encoding: .utf8)
        #expect(events.contains("/ci/checkout/Tests/ShardSuiteTests/FeatureTests.swift"))
        #expect(!events.contains(ci.buildRoot.path))
        let junit = try String(contentsOf: machine.appendingPathComponent("flag.xml"), encoding: .utf8)
        #expect(junit.contains("file=\"Tests/ShardSuiteTests/FeatureTests.swift\""))

        let whole = try Data(contentsOf: ci.archive)
        try whole.prefix(whole.count / 2).write(to: machine.appendingPathComponent("cut.harness"))
        let cut = try await Self.harness(["test", "--archive", "cut.harness"], in: machine)
        #expect(cut.exitCode == 2)
        #expect(cut.errorLines.filter { !$0.isEmpty }.count == 1, "\(cut.diagnosis)")
        #expect(cut.standardError.contains("'\(machine.appendingPathComponent("cut.harness").path)'"))
        #expect(cut.standardError.contains("truncated or corrupt"))
    }
}

/// Both frameworks from an archive, on `Fixtures/SkipSuite` (no Harness dependency; XCTest and
/// Swift Testing tests, skipped with and without reasons): with the build folder moved away, the
/// archive lists the same IDs as the build machine and runs every test to the same result and
/// skip reason (which `SkipEndToEndTests` holds to `swift test`'s), its JUnit cases at their files.
@Suite(.serialized) struct ArchiveBothFrameworksEndToEndTests {
    @Test("XCTest and Swift Testing from an archive: the build machine's IDs, results and skip reasons")
    func bothFrameworks() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-skip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let build = root.appendingPathComponent("build/SkipSuite")
        try FileManager.default.createDirectory(
            at: build.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SkipEndToEndTests.package, to: build)
        try? FileManager.default.removeItem(at: build.appendingPathComponent(".build"))
        let harness = RunnerFixture.harness
        let archive = root.appendingPathComponent("skip.harness")
        let written = try await CommandRunner.run(
            harness, arguments: ["archive", "--package-path", build.path, "--output", archive.path], timeLimit: 1_800)
        #expect(written.exitCode == 0, "\(written.diagnosis)")
        let builtIDs = try await CommandRunner.run(
            harness, arguments: ["list", "--package-path", build.path, "--skip-build", "--format", "ids"])
        let builtRun = try await CommandRunner.run(
            harness, arguments: ["test", "--package-path", build.path, "--skip-build"], timeLimit: 300)
        try FileManager.default.moveItem(
            at: build.deletingLastPathComponent(), to: root.appendingPathComponent("moved-away"))

        let machine = root.appendingPathComponent("machine")
        try FileManager.default.createDirectory(at: machine, withIntermediateDirectories: true)
        let listed = try await ArchiveEndToEndTests.harness(
            ["list", "--archive", archive.path, "--format", "ids"], in: machine)
        #expect(listed.outputLines.filter { !$0.isEmpty } == builtIDs.outputLines.filter { !$0.isEmpty })
        #expect(listed.outputLines.filter { $0.hasSuffix("()") }.count == 4, "\(listed.diagnosis)")
        #expect(listed.outputLines.filter { $0.contains("/test") }.count == 4, "\(listed.diagnosis)")

        let run = try await ArchiveEndToEndTests.harness(
            ["test", "--archive", archive.path, "--junit", "junit.xml"], in: machine)
        #expect(run.exitCode == 0, "\(run.diagnosis)")
        #expect(
            SkipEndToEndTests.skipReasons(in: run.standardOutput)
                == SkipEndToEndTests.skipReasons(in: builtRun.standardOutput))
        #expect(SkipEndToEndTests.skipReasons(in: run.standardOutput).count == 6, "\(run.diagnosis)")
        let statuses = RunnerFixture.statuses(in: run.standardOutput)
        #expect(Set(statuses.filter { $0.value == "PASS" }.keys) == SkipEndToEndTests.passing, "\(run.diagnosis)")
        let junit = try String(contentsOf: machine.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "file=\"Tests/SkipSuiteTests/Printer").count - 1 == 8, "\(junit)")
    }
}
