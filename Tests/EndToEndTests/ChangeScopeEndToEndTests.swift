import Foundation
import Testing

/// `--changed` and watch mode on a package as a new user has it (issue 23): `Fixtures/CoveragePackage`
/// without its Harness dependency, copied into a git repository of its own with **no
/// `.gitignore`**, so every build folder is untracked and not ignored. One file pattern is
/// ignored through `.git/info/exclude`. Neither the build folders nor that file is a change.
@Suite(.serialized) struct ChangeScopeEndToEndTests {
    static let source = "Sources/Geometry/Shapes.swift"

    /// `--changed --explain --dry-run` on the copy's instrumented bundles.
    static func changed(in root: URL) async throws -> CommandResult {
        try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", root.path, "--coverage", "--skip-build", "--changed", "--explain",
                "--dry-run",
            ],
            environment: ChangeRepository.environment, timeLimit: 300)
    }

    @Test func changedNamesNoBuildFolderAndNoIgnoredFileAndStillNarrows() async throws {
        let root = try await ChangeRepository.prepared()
        // A plain run of a new user's package: per-test coverage recorded (on Harness's XCTest, which
        // it needs: the modules that import XCTest built again against it), the build, the
        // reports and the history all under .build, which git does not ignore here.
        let recorded = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--package-path", root.path, "--coverage", "per-test"],
            environment: ChangeRepository.environment, timeLimit: 1_800)
        #expect(recorded.exitCode == 0, "\(recorded.diagnosis)")
        #expect(
            recorded.standardError.contains("Per-test coverage needs Harness's XCTest: compiling the modules"),
            "\(recorded.diagnosis)")
        #expect(recorded.standardError.contains(" on Harness's XCTest in "), "\(recorded.diagnosis)")
        #expect(recorded.outputLines.contains("Per-test coverage: 4 test(s) recorded in the run history"))
        #expect(ChangeRepository.untracked(in: root).contains { $0.hasPrefix(".build/") }, "the setting is lost")

        let clean = try await Self.changed(in: root)
        #expect(clean.exitCode == 0, "\(clean.diagnosis)")
        #expect(
            clean.outputLines.contains { $0.hasPrefix("--changed: 0 of 4 tests affected by 0 change(s)") },
            "\(clean.diagnosis)")
        #expect(!clean.standardOutput.contains(".build"), "\(clean.diagnosis)")

        let shapes = root.appendingPathComponent(Self.source)
        let original = try String(contentsOf: shapes, encoding: .utf8)
        defer { try? original.write(to: shapes, atomically: true, encoding: .utf8) }
        try original.replacingOccurrences(of: "return \"negative\"", with: "return \"negative\" + \"\"")
            .write(to: shapes, atomically: true, encoding: .utf8)
        // An ignored file beside the sources, and (the control) an untracked one git sees.
        let ignored = root.appendingPathComponent("Sources/Geometry/todo.notes")
        let seen = root.appendingPathComponent("NOTES.md")
        defer {
            try? FileManager.default.removeItem(at: ignored)
            try? FileManager.default.removeItem(at: seen)
        }
        try "later\n".write(to: ignored, atomically: true, encoding: .utf8)
        try "seen\n".write(to: seen, atomically: true, encoding: .utf8)
        let edited = try await Self.changed(in: root)
        #expect(edited.exitCode == 0, "\(edited.diagnosis)")
        #expect(
            edited.outputLines.contains { $0.hasPrefix("--changed: 2 of 4 tests affected by 2 change(s)") },
            "\(edited.diagnosis)")
        #expect(
            edited.outputLines.contains(
                "  GeometryTests.ClassifySerialTests/testNegative: ran \(Self.source):13, which changed"),
            "\(edited.diagnosis)")
        #expect(
            edited.outputLines.contains("--changed: NOTES.md is new and belongs to no target: it affects no test"),
            "\(edited.diagnosis)")
        #expect(!edited.standardOutput.contains(".build"), "\(edited.diagnosis)")
        #expect(!edited.standardOutput.contains("todo.notes"), "\(edited.diagnosis)")
    }

    /// Watch mode: a save of an ignored file starts no run and is said once (issue 34, item 7:
    /// never ignored silently); the next real save runs alone.
    @Test func watchModeRunsNothingForAnIgnoredFile() async throws {
        let root = try await ChangeRepository.prepared()
        let watch = try PlainWatch(package: root, environment: ChangeRepository.environment)
        defer { kill(watch.process.processIdentifier, SIGINT) }
        #expect(await WatchFixture.wait(upTo: 1_800) { watch.cyclesEnded >= 1 }, "\(watch.output)")

        let ignored = root.appendingPathComponent("Sources/Geometry/todo.notes")
        defer { try? FileManager.default.removeItem(at: ignored) }
        try "later\n".write(to: ignored, atomically: false, encoding: .utf8)
        // Not a timing assertion: the ignored save and the real one must not share a burst.
        try await Task.sleep(nanoseconds: 1_500_000_000)
        let shapes = root.appendingPathComponent(Self.source)
        let original = try String(contentsOf: shapes, encoding: .utf8)
        defer { try? original.write(to: shapes, atomically: false, encoding: .utf8) }
        try (original + "\n").write(to: shapes, atomically: false, encoding: .utf8)
        #expect(await WatchFixture.wait(upTo: 600) { watch.cyclesEnded >= 2 }, "\(watch.output)")
        let second = watch.output(afterCycle: 1)
        #expect(second.contains("watch: changed: \(Self.source): building"), "\(watch.output)")
        #expect(second.contains("watch: running GeometryTests (target Geometry changed)"), "\(watch.output)")
        // Said in one line of its own, never as a change that builds or runs.
        let mentions = watch.output.split(separator: "\n").filter { $0.contains("todo.notes") }
        #expect(mentions.count == 1, "\(watch.output)")
        #expect(mentions.first?.contains("git ignores: not a change, nothing runs") == true, "\(watch.output)")

        kill(watch.process.processIdentifier, SIGINT)
        #expect(await WatchFixture.wait(upTo: 60) { !watch.process.isRunning })
    }
}

/// `Fixtures/CoveragePackage`'s manifest and sources copied to `.build-fixtures/changed-repo`, a
/// git repository of its own with one commit and no `.gitignore` (its build folder is kept
/// between test processes: only the sources are copied again).
enum ChangeRepository {
    static let root = RepositoryPaths.fixtureScratch(named: "changed-repo")

    /// The unmodified route, and git reading only the repository's own settings.
    static var environment: [String: String] {
        CoverageFixture.Route.unmodified.environment.merging([
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        ]) {
            $1
        }
    }

    private static let preparation = Task { () throws -> URL in
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        for name in [".git", ".gitignore", "Package.swift", "Sources", "Tests", "NOTES.md"] {
            try? manager.removeItem(at: root.appendingPathComponent(name))
        }
        for name in ["Package.swift", "Sources", "Tests"] {
            try manager.copyItem(
                at: CoverageFixture.package.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        try git(["init", "-q"], in: root)
        try "*.notes\n".write(to: root.appendingPathComponent(".git/info/exclude"), atomically: true, encoding: .utf8)
        try git(["add", "Package.swift", "Sources", "Tests"], in: root)
        try git(["commit", "-q", "-m", "the package"], in: root)
        return root
    }

    /// The repository, ready (made once per test process).
    static func prepared() async throws -> URL { try await preparation.value }

    /// `git ls-files --others --exclude-standard`: what git sees as new.
    static func untracked(in root: URL) -> [String] {
        let output = try? git(["ls-files", "--others", "--exclude-standard"], in: root)
        return (output ?? "").split(separator: "\n").map(String.init)
    }

    struct GitFailure: Error, CustomStringConvertible {
        var description: String
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.email=t@t", "-c", "user.name=t"] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(description: "git \(arguments.joined(separator: " ")) failed in \(folder.path)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
