import Foundation
import HarnessRunner
import HarnessSession
import Testing

/// What a run of `harness test` skips (issue 15, "a run starts fast"), seen from outside: the
/// SwiftPM commands each run starts (through a `swift` that logs its arguments, named by `SWIFT`)
/// and the files the caches leave, never timings. `Fixtures/StartupSuite` has no dependency on
/// Harness; run with `--xctest harness`, each run needs both the package's description and
/// Harness's shared library.
@Suite("Start-up: the package description and Harness's library are cached", .serialized)
struct StartupCacheTests {
    /// A copy of `Fixtures/StartupSuite` under `.build-fixtures/startup/<name>` (kept between
    /// test runs, so that only the first builds it), reset to the fixture's manifest with no
    /// `Package.resolved` and no cached description.
    static func packageCopy(_ name: String) throws -> URL {
        let manager = FileManager.default
        let fixture = RepositoryPaths.fixture(named: "StartupSuite")
        let copy = RepositoryPaths.fixtureScratch(named: "startup").appendingPathComponent(name)
        try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try? manager.removeItem(at: copy.appendingPathComponent(item))
            try manager.copyItem(at: fixture.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        try? manager.removeItem(at: copy.appendingPathComponent("Package.resolved"))
        try? manager.removeItem(at: copy.appendingPathComponent(".build/harness/package-description"))
        return copy
    }

    /// A `swift` that appends its arguments to a log, one line a command, then runs the real
    /// one. Its path is part of the toolchain's identity in the library's key, so a wrapper at a
    /// new path means a library no run has published yet.
    struct LoggingSwift {
        let folder: URL
        var executable: URL { folder.appendingPathComponent("swift") }
        var log: URL { folder.appendingPathComponent("commands.log") }

        init(in folder: URL) throws {
            self.folder = folder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                printf '%s\\n' "$*" >> '\(log.path)'
                exec '\(PackageBuilder.defaultSwift(in: ProcessInfo.processInfo.environment))' "$@"

                """
            // Rewritten only when different: its date is part of the key.
            if (try? String(contentsOf: executable, encoding: .utf8)) != script {
                try script.write(to: executable, atomically: true, encoding: .utf8)
                chmod(executable.path, 0o755)
            }
        }

        /// The commands logged since the last call, emptying the log.
        func takeCommands() -> [String] {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: log)
            return text.split(separator: "\n").map(String.init)
        }
    }

    static func harness(
        _ arguments: [String], package: URL, swift: LoggingSwift, timeLimit: Double = 1_800
    ) async throws -> CommandResult {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT"] = swift.executable.path
        return try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [arguments[0], "--package-path", package.path, "--xctest", "harness"] + arguments.dropFirst(),
            environment: environment, timeLimit: timeLimit)
    }

    static let libraryRoot = RepositoryPaths.root.appendingPathComponent(".build-harness-lib")

    /// The library key the package's overlay of Harness's XCTest was last built with (the
    /// folder its manifest links against).
    static func libraryKey(of package: URL) -> String? {
        let manifest = package.appendingPathComponent(".build/harness/overlay/overlay.yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
            let match = text.firstMatch(of: /\.build-harness-lib\/(?<key>[^\/"]+)\/lib/)
        else { return nil }
        return String(match.key)
    }

    static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    static func isDump(_ command: String) -> Bool { command.hasSuffix("dump-package") }
    static func isLibraryBuild(_ command: String) -> Bool { command.contains("--product HarnessXCTest") }
    static func isPackageBuild(_ command: String) -> Bool { command.hasPrefix("build --build-tests") }

    @Test("the description is read once while Package.swift and Package.resolved are unchanged; the library is shared")
    func cachesAreUsedAndInvalidated() async throws {
        let swift = try LoggingSwift(in: RepositoryPaths.fixtureScratch(named: "startup/stable-swift"))
        let package = try Self.packageCopy("first")
        let description = package.appendingPathComponent(".build/harness/package-description")
        _ = swift.takeCommands()

        // First run: the description is read and kept; the library is published (built on the
        // first test run only) and the package is built against it.
        let first = try await Self.harness(["test"], package: package, swift: swift)
        #expect(first.exitCode == 0, "\(first.diagnosis)")
        #expect(first.standardOutput.contains("GreetingTests/testGreetsByName"), "\(first.diagnosis)")
        let firstCommands = swift.takeCommands()
        #expect(firstCommands.filter(Self.isDump).count == 1, "\(firstCommands)")
        #expect(firstCommands.filter(Self.isPackageBuild).count == 1, "\(firstCommands)")
        let key = try #require(Self.libraryKey(of: package))
        let library = Self.libraryRoot.appendingPathComponent("\(key)/lib/libHarnessXCTest.so")
        let libraryDate = try #require(Self.modificationDate(library), "no library at \(library.path)")
        let descriptionDate = try #require(Self.modificationDate(description), "no description cached")

        // Nothing changed: no dump, no library build, no build check (UnchangedBuildTests),
        // nothing rewritten.
        let second = try await Self.harness(["test"], package: package, swift: swift)
        #expect(second.exitCode == 0, "\(second.diagnosis)")
        let secondCommands = swift.takeCommands()
        #expect(secondCommands == [], "\(secondCommands)")
        #expect(!second.standardError.contains("Harness's XCTest library"), "\(second.diagnosis)")
        #expect(Self.modificationDate(description) == descriptionDate)
        #expect(Self.modificationDate(library) == libraryDate)
        #expect(Self.libraryKey(of: package) == key)

        // --skip-build: no SwiftPM command at all.
        let skipped = try await Self.harness(["test", "--skip-build"], package: package, swift: swift)
        #expect(skipped.exitCode == 0, "\(skipped.diagnosis)")
        #expect(swift.takeCommands() == [])

        // An edited manifest is read again, once.
        let manifest = package.appendingPathComponent("Package.swift")
        let edited = try String(contentsOf: manifest, encoding: .utf8) + "// edited\n"
        try edited.write(to: manifest, atomically: true, encoding: .utf8)
        for expectedDumps in [1, 0] {
            let run = try await Self.harness(["test"], package: package, swift: swift)
            #expect(run.exitCode == 0, "\(run.diagnosis)")
            let commands = swift.takeCommands()
            #expect(commands.filter(Self.isDump).count == expectedDumps, "\(commands)")
            #expect(!commands.contains(where: Self.isLibraryBuild), "\(commands)")
        }
        #expect(Self.modificationDate(description) != descriptionDate)

        // A Package.resolved that appears, then changes: read again each time, once.
        let resolved = package.appendingPathComponent("Package.resolved")
        for pins in [#"{ "pins" : [ ], "version" : 2 }"#, #"{ "pins" : [ ], "version" : 3 }"#] {
            try (pins + "\n").write(to: resolved, atomically: true, encoding: .utf8)
            for expectedDumps in [1, 0] {
                let run = try await Self.harness(["list"], package: package, swift: swift)
                #expect(run.exitCode == 0, "\(run.diagnosis)")
                let commands = swift.takeCommands()
                #expect(commands.filter(Self.isDump).count == expectedDumps, "\(pins): \(commands)")
            }
        }

        // Another package: its own description, the same library, not built again.
        let other = try Self.packageCopy("second")
        let otherRun = try await Self.harness(["test"], package: other, swift: swift)
        #expect(otherRun.exitCode == 0, "\(otherRun.diagnosis)")
        let otherCommands = swift.takeCommands()
        #expect(otherCommands.filter(Self.isDump).count == 1, "\(otherCommands)")
        #expect(!otherCommands.contains(where: Self.isLibraryBuild), "\(otherCommands)")
        #expect(Self.libraryKey(of: other) == key)
        #expect(Self.modificationDate(library) == libraryDate)
    }

    /// Three runs that need the same unpublished library (a `swift` at a new path is a new key)
    /// while another process holds the builders' lock: two of one package, one of another.
    /// The two packages' first runs wait on the library's lock, the package's second run on its
    /// build's lock (it must not throw away objects while the first builds), each saying so;
    /// released, one builds the library, the others use what it published, and no partial
    /// folder is left.
    @Test("concurrent runs wait for one build of the library and never see half of it")
    func concurrentRunsShareOneBuild() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-startup-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = try LoggingSwift(in: folder)
        let packages = [try Self.packageCopy("concurrent"), try Self.packageCopy("concurrent-other")]
        let libraryLock = Self.libraryRoot.appendingPathComponent("lock")
        let buildLock = packages[0].appendingPathComponent(".build/harness/overlay/lock")
        try FileManager.default.createDirectory(at: Self.libraryRoot, withIntermediateDirectories: true)

        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--no-fork", libraryLock.path, "sleep", "600"]
        try holder.run()
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        while ProcessTable.system.flockHolder(libraryLock.path) != holder.processIdentifier {
            try #require(holder.isRunning, "flock(1) ended before taking the lock")
            try await Task.sleep(for: .milliseconds(50))
        }

        let runs = [packages[0], packages[0], packages[1]].map { package in
            Task { try await Self.harness(["list"], package: package, swift: swift) }
        }
        // Everyone waits before the lock is released. CommandRunner reads what they print only
        // at the end, so watch the lock table instead.
        let deadline = Date().addingTimeInterval(300)
        var waiting: ([Int32], [Int32]) = ([], [])
        while waiting.0.count < 2 || waiting.1.count < 1, Date() < deadline {
            try await Task.sleep(for: .milliseconds(200))
            waiting = (
                Self.harnessProcessesWaiting(on: libraryLock.path), Self.harnessProcessesWaiting(on: buildLock.path)
            )
        }
        #expect(waiting.0.count == 2, "one run of each package should wait on the library's lock")
        #expect(waiting.1.count == 1, "the package's second run should wait on its build's lock")
        kill(holder.processIdentifier, SIGKILL)

        var results: [CommandResult] = []
        for run in runs { results.append(try await run.value) }
        for result in results { #expect(result.exitCode == 0, "\(result.diagnosis)") }
        let libraryWaits = results.filter {
            $0.standardError.contains("Waiting for another harness run that is building Harness's XCTest library")
        }
        let buildWaits = results.filter {
            $0.standardError.contains("Waiting for another harness run that is building these tests")
        }
        #expect(libraryWaits.count == 2 && buildWaits.count == 1, "\(results.map(\.diagnosis))")
        let commands = swift.takeCommands()
        #expect(commands.filter(Self.isLibraryBuild).count == 1, "\(commands)")
        let key = try #require(Self.libraryKey(of: packages[0]))
        #expect(Self.libraryKey(of: packages[1]) == key)
        #expect(FileManager.default.fileExists(atPath: Self.libraryRoot.appendingPathComponent("\(key)/lib").path))
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.libraryRoot.path)
        #expect(!names.contains { $0.contains(".partial-") }, "\(names)")
        // This key's wrapper is gone with the test: so is its library.
        try? FileManager.default.removeItem(at: Self.libraryRoot.appendingPathComponent(key))
    }

    /// `harness` processes (by command line) blocked on a lock of `path`, from `/proc/locks`.
    static func harnessProcessesWaiting(on path: String) -> [Int32] {
        guard let number = (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? NSNumber,
            let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return [] }
        // A waiter's line: "1: -> FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF".
        return locks.split(separator: "\n").compactMap { line -> Int32? in
            let fields = line.split(separator: " ")
            guard fields.count > 6, fields[1] == "->", fields[6].hasSuffix(":\(number.uint64Value)"),
                let pid = Int32(fields[5]),
                ProcessTable.system.commandLine(pid).contains("harness list")
            else { return nil }
            return pid
        }
    }
}
