import Foundation
import HarnessRunner
import HarnessSession
import Testing

/// `harness` and SwiftPM's lock on a package's `.build`: another process holds it with
/// `flock(1)` on the file SwiftPM locks, as a running `swift build` would.
@Suite("The build folder's lock: never waited on silently")
struct BuildLockTests {
    /// A package whose manifest does not compile: once the lock is free, `harness` stops at
    /// reading it (exit 3) instead of building anything.
    static func brokenPackage() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \n"
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("harness test while another command holds .build: a line naming the lock and its holder, then it goes on")
    func waitIsSaid() async throws {
        let package = try Self.brokenPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let lock = BuildFolderLock(
            scratchPath: package.appendingPathComponent(".build").path, environment: ProcessInfo.processInfo.environment
        )
        defer { try? FileManager.default.removeItem(atPath: lock.lockFilePath) }
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // --no-fork: flock(1) becomes `sleep`, so ending it frees the lock (a forked child
        // would inherit the locked file and keep holding it).
        holder.arguments = ["--no-fork", lock.lockFilePath, "sleep", "300"]
        try holder.run()
        // SIGKILL: a process started from a test may inherit SIGTERM as ignored.
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        // flock(1) takes the lock before it becomes `sleep`.
        while ProcessTable.system.flockHolder(lock.lockFilePath) != holder.processIdentifier
            || ProcessTable.system.commandLine(holder.processIdentifier) != "sleep 300"
        {
            try #require(holder.isRunning, "flock(1) ended before taking the lock")
            try await Task.sleep(for: .milliseconds(50))
        }

        let errors = package.appendingPathComponent("harness.err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let harness = Process()
        harness.executableURL = RunnerFixture.harness
        harness.arguments = ["test", "--package-path", package.path]
        harness.standardOutput = FileHandle.nullDevice
        harness.standardError = try FileHandle(forWritingTo: errors)
        try harness.run()
        defer { if harness.isRunning { kill(harness.processIdentifier, SIGKILL) } }

        // The notice comes within a second; a minute allows for a loaded machine.
        let deadline = Date().addingTimeInterval(60)
        var text = ""
        while !text.contains("Waiting for SwiftPM's lock"), harness.isRunning, Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
            text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        }
        #expect(harness.isRunning, "harness ended while the lock was held:\n\(text)")
        let expected =
            "Waiting for SwiftPM's lock on '\(package.path)/.build', held by PID \(holder.processIdentifier) "
            + "(sleep 300)"
        #expect(text.contains(expected), "\(text)")

        // Released, the dump goes on and stops at the broken manifest: no hang.
        kill(holder.processIdentifier, SIGKILL)
        let ended = Date().addingTimeInterval(120)
        while harness.isRunning, Date() < ended { try await Task.sleep(for: .milliseconds(100)) }
        #expect(!harness.isRunning, "harness did not go on once the lock was free")
        if !harness.isRunning { #expect(harness.terminationStatus == 3) }
    }

    @Test("the lock held by harness's own parent (as swift package holds it for its plugin): an error at once, exit 2")
    func ancestorIsAnError() async throws {
        let package = try Self.brokenPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let lock = BuildFolderLock(
            scratchPath: package.appendingPathComponent(".build").path, environment: ProcessInfo.processInfo.environment
        )
        defer { try? FileManager.default.removeItem(atPath: lock.lockFilePath) }
        let result = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/flock"),
            arguments: [lock.lockFilePath, RunnerFixture.harness.path, "list", "--package-path", package.path],
            timeLimit: 120)
        #expect(!result.timedOut, "harness waited for its own parent's lock:\n\(result.diagnosis)")
        #expect(result.exitCode == 2, "\(result.diagnosis)")
        #expect(
            result.standardError.contains("error: SwiftPM's lock on '\(package.path)/.build' is held by PID"),
            "\(result.diagnosis)")
        #expect(result.standardError.contains("(/usr/bin/flock \(lock.lockFilePath) "), "\(result.diagnosis)")
    }
}
