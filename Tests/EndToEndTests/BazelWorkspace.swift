import Foundation

/// A Bazel workspace that runs `Fixtures/BazelSuite`'s archive with `Bazel/harness.bzl`, made
/// once for `BazelEndToEndTests`: the fixture is copied, built against Harness unmodified and
/// archived (`harness archive`); the workspace holds that archive, a link to the `harness` just
/// built, the repository's `harness.bzl` and a `BUILD` file; Debian's Bazel 4.2 runs it offline
/// with the two repositories Debian lacks given as stand-ins. Everything lives in
/// `.build-fixtures/bazel` (git-ignored), Bazel's output root included, so runs of other
/// checkouts never share a Bazel server or a cache with this one.
struct BazelWorkspace: Sendable {
    var folder: URL
    /// `--output_user_root`: Bazel's server, caches and test logs for this checkout alone.
    var outputRoot: URL
    var standIns: URL

    struct SetupFailure: Error, CustomStringConvertible {
        var step: String
        var result: CommandResult
        var description: String { "\(step) failed:\n\(result.diagnosis)" }
    }

    /// The targets the tests run: the archive in three shards, in three shards cut by earlier
    /// `test.xml` files' times, and whole (for filters).
    static let buildFile = """
        load(":harness.bzl", "harness_test")

        harness_test(
            name = "sharded",
            size = "small",
            archive = "tests.harness",
            harness = "harness",
            shard_count = 3,
            env = {"BAZEL_SUITE_NOTE": "from the rule's env"},
        )

        harness_test(
            name = "timed",
            size = "small",
            archive = "tests.harness",
            harness = "harness",
            shard_count = 3,
            timings = glob(["timings/*.xml"]),
        )

        harness_test(
            name = "whole",
            size = "small",
            archive = "tests.harness",
            harness = "harness",
            history = "off",
        )

        """

    /// Copies, builds and archives the fixture, and lays the workspace out; Bazel's output root
    /// is emptied first (its server, if one was left, shut down), so the first run of a target
    /// is never a cached one.
    static func make() async throws -> BazelWorkspace {
        let bazel = try await CommandRunner.run(tool: "bazel", arguments: ["--version"], timeLimit: 60)
        guard bazel.exitCode == 0 else {
            throw SetupFailure(
                step: "bazel --version (Debian's bazel-bootstrap, which Scripts/test.sh installs when missing)",
                result: bazel)
        }
        let scratch = RepositoryPaths.fixtureScratch(named: "bazel")
        let package = scratch.appendingPathComponent("BazelSuite")
        let folder = scratch.appendingPathComponent("workspace")
        let outputRoot = scratch.appendingPathComponent("output-root")
        let standIns = scratch.appendingPathComponent("stand-ins")
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: outputRoot.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = try await BazelCommand.run(
                ["--output_user_root=\(outputRoot.path)", "shutdown"],
                environment: ArchiveEndToEndTests.cleanEnvironment(), in: folder, timeLimit: 120)
            // Bazel leaves its install and output trees read-only.
            _ = try await CommandRunner.run(tool: "chmod", arguments: ["-R", "u+w", outputRoot.path])
            try fileManager.removeItem(at: outputRoot)
        }
        for stale in [folder, standIns] { try? fileManager.removeItem(at: stale) }
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)

        // The fixture's sources, fresh each time; its .build is kept, so a second run relinks only.
        try fileManager.createDirectory(at: package, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try? fileManager.removeItem(at: package.appendingPathComponent(item))
            try fileManager.copyItem(
                at: RepositoryPaths.fixture(named: "BazelSuite").appendingPathComponent(item),
                to: package.appendingPathComponent(item))
        }
        let archive = folder.appendingPathComponent("tests.harness")
        let written = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["archive", "--package-path", package.path, "--output", archive.path],
            environment: ArchiveEndToEndTests.cleanEnvironment(), timeLimit: 1_800)
        guard written.exitCode == 0 else { throw SetupFailure(step: "harness archive of BazelSuite", result: written) }

        try "workspace(name = \"bazel_suite\")\n".write(
            to: folder.appendingPathComponent("WORKSPACE"), atomically: true, encoding: .utf8)
        try buildFile.write(to: folder.appendingPathComponent("BUILD"), atomically: true, encoding: .utf8)
        try fileManager.copyItem(
            at: RepositoryPaths.root.appendingPathComponent("Bazel/harness.bzl"),
            to: folder.appendingPathComponent("harness.bzl"))
        try fileManager.createSymbolicLink(
            at: folder.appendingPathComponent("harness"), withDestinationURL: RunnerFixture.harness)
        try writeStandIns(in: standIns)
        return BazelWorkspace(folder: folder, outputRoot: outputRoot, standIns: standIns)
    }

    /// The two repositories Debian's Bazel lacks offline (Documentation/Bazel.md): `rules_cc`,
    /// whose rules are Bazel's native ones, and `remote_coverage_tools`, whose two tools say
    /// they are stand-ins.
    static func writeStandIns(in folder: URL) throws {
        let files = [
            "rules_cc/WORKSPACE": "",
            "rules_cc/BUILD": "",
            "rules_cc/cc/BUILD": "",
            "rules_cc/cc/defs.bzl": """
            cc_binary = native.cc_binary
            cc_import = native.cc_import
            cc_library = native.cc_library
            cc_proto_library = native.cc_proto_library
            cc_test = native.cc_test
            cc_toolchain = native.cc_toolchain
            cc_toolchain_suite = native.cc_toolchain_suite
            fdo_prefetch_hints = native.fdo_prefetch_hints
            fdo_profile = native.fdo_profile
            objc_import = native.objc_import
            objc_library = native.objc_library

            """,
            "remote_coverage_tools/WORKSPACE": "",
            "remote_coverage_tools/BUILD": """
            package(default_visibility = ["//visibility:public"])

            sh_binary(name = "coverage_report_generator", srcs = ["stand_in.sh"])

            sh_binary(name = "lcov_merger", srcs = ["stand_in.sh"])

            """,
            "remote_coverage_tools/stand_in.sh":
                "#!/bin/sh\necho \"remote_coverage_tools is a stand-in\" >&2\nexit 1\n",
        ]
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755],
            ofItemAtPath: folder.appendingPathComponent("remote_coverage_tools/stand_in.sh").path)
    }

    /// `bazel test TARGETS OPTIONS` in the workspace, on this checkout's server.
    func test(_ arguments: [String]) async throws -> CommandResult {
        try await BazelCommand.run(
            [
                "--output_user_root=\(outputRoot.path)", "--max_idle_secs=120", "test",
                "--override_repository=rules_cc=\(standIns.path)/rules_cc",
                "--override_repository=remote_coverage_tools=\(standIns.path)/remote_coverage_tools",
                "--override_repository=rules_java=/usr/share/bazel/rules/java",
                "--nosandbox_debug", "--color=no", "--curses=no", "--noshow_progress",
            ] + arguments,
            environment: ArchiveEndToEndTests.cleanEnvironment(), in: folder, timeLimit: 600)
    }

    /// A test log folder: `bazel-testlogs/TARGET[/shard_K_of_N]`.
    func logs(_ target: String, shard: Int? = nil, of total: Int = 3) -> URL {
        let base = folder.appendingPathComponent("bazel-testlogs").appendingPathComponent(target)
        return shard.map { base.appendingPathComponent("shard_\($0)_of_\(total)") } ?? base
    }

    /// The IDs in each shard's `test.xml` of a target with three shards, shard by shard.
    func shardIDs(_ target: String) throws -> [[String]] {
        try (1...3).map { shard in
            try BazelTestXML(contentsOf: logs(target, shard: shard).appendingPathComponent("test.xml")).ids
        }
    }

    /// The names in a log folder's `test.outputs/outputs.zip` (Bazel zips the undeclared outputs).
    func outputNames(in logs: URL) async throws -> [String] {
        let listed = try await CommandRunner.run(
            tool: "unzip", arguments: ["-Z1", logs.appendingPathComponent("test.outputs/outputs.zip").path])
        return listed.outputLines
    }

    /// One file of a log folder's outputs, as text.
    func output(_ name: String, in logs: URL) async throws -> String {
        try await CommandRunner.run(
            tool: "unzip", arguments: ["-p", logs.appendingPathComponent("test.outputs/outputs.zip").path, name]
        ).standardOutput
    }
}
