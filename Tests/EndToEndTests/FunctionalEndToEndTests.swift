import Foundation
import Testing

/// `Fixtures/FunctionalSuite`: tests that launch the package's own server (AppHost) and tool
/// through HarnessLaunch, in the toolchain's XCTest and in Swift Testing. The package adopts
/// nothing of Harness but HarnessLaunch, so `swift test` runs it as SwiftPM always has and
/// `harness test` builds it unmodified; all three get the model's outcomes, and so does a run
/// from `harness archive`'s file.
@Suite("Functional tests: programs launched from tests", .serialized)
struct FunctionalEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "FunctionalSuite")
    static let scratch = RepositoryPaths.fixtureScratch(named: "functional")

    /// Built on first use only (``FixtureBuilds``); each use requires its success.
    private static func build() async throws -> CommandResult {
        try await FixtureBuilds.once(FixtureBuildName(package, variant: "swift build --build-tests")) {
            try await CommandRunner.run(
                tool: "swift",
                arguments: ["build", "--build-tests", "--package-path", package.path, "--scratch-path", scratch.path],
                environment: environment, timeLimit: 1_800)
        }
    }

    /// This process's environment without any Harness variable (a runner's, a launcher's).
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { name, _ in !name.hasPrefix("HARNESS_") }
    }

    static func swiftTest(_ arguments: [String]) async throws -> CommandResult {
        let built = try await build()
        try #require(built.exitCode == 0, "\(built.diagnosis)")
        return try await CommandRunner.run(
            tool: "swift",
            arguments: ["test", "--skip-build", "--package-path", package.path, "--scratch-path", scratch.path]
                + arguments,
            environment: environment, timeLimit: 600)
    }

    @Test("swift test, the toolchain's XCTest: the model's outcomes, the golden diff shown")
    func toolchainXCTest() async throws {
        let result = try await Self.swiftTest(["--disable-swift-testing"])
        var outcomes: [String: Bool] = [:]
        for line in result.outputLines {
            // Test Case 'ChatterTests.testCrashIsASignal' passed (0.012 seconds).
            guard line.hasPrefix("Test Case '"), let quote = line.dropFirst(11).firstIndex(of: "'") else { continue }
            let name = line[line.index(line.startIndex, offsetBy: 11)..<quote].split(separator: ".").last.map(
                String.init)
            let verdict = line[quote...]
            if let name, verdict.contains("' passed") || verdict.contains("' failed") {
                outcomes[name] = verdict.contains("' passed")
            }
        }
        #expect(outcomes == FunctionalSuiteModel.allXCTest, "\(result.diagnosis)")
        #expect(result.exitCode == 1)
        for words in FunctionalSuiteModel.goldenDiff {
            #expect(result.standardOutput.contains(words), "\(result.diagnosis)")
        }
    }

    @Test(
        "swift test, Swift Testing: the model's outcomes, the crash's signal and last line shown, a server left running named in a warning"
    )
    func toolchainSwiftTesting() async throws {
        let result = try await Self.swiftTest(["--disable-xctest"])
        var outcomes: [String: Bool] = [:]
        let text = result.standardOutput + result.standardError
        for line in text.split(separator: "\n") {
            // ✔ Test portZeroIsReportedAndReachable() passed after 0.1 seconds.
            guard let start = line.range(of: "Test ")?.upperBound, let end = line.range(of: "()")?.upperBound else {
                continue
            }
            let rest = line[end...]
            if rest.hasPrefix(" passed") || rest.hasPrefix(" failed") {
                outcomes[String(line[start..<end])] = rest.hasPrefix(" passed")
            }
        }
        #expect(outcomes == FunctionalSuiteModel.swiftTesting, "\(result.diagnosis)")
        // The scope stopped the server a passing test left running, and said so in a warning.
        #expect(text.contains("Test portZeroIsReportedAndReachable() recorded a warning"), "\(result.diagnosis)")
        // The warning points at the test's launch() call, not at HarnessLaunch's code.
        #expect(text.contains("recorded a warning at BeaconTests.swift:21:"), "\(result.diagnosis)")
        #expect(!text.contains("CurrentTest.swift"), "\(result.diagnosis)")
        #expect(
            text.contains("was still running at the end of portZeroIsReportedAndReachable(); stopped it"),
            "\(result.diagnosis)")
        for words in FunctionalSuiteModel.crash {
            #expect(text.contains(words), "\(result.diagnosis)")
        }
    }

    /// `harness test --xctest harness` on the fixture, once, from the build `swift test` made
    /// (only the modules that import XCTest are built again, on Harness's): where `harness
    /// archive --skip-build` finds it. Its reports (`--junit`, `--json`, `--attachments`) go in
    /// ``reports``.
    private static let harnessRun = Task { () throws -> CommandResult in
        let built = try await build()
        guard built.exitCode == 0 else { return built }
        // A previous run's attachments would be counted as this one's.
        try? FileManager.default.removeItem(at: reports)
        return try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", package.path, "--scratch-path", scratch.path, "--xctest", "harness",
                "--junit", junit.path, "--json", json.path, "--html", html.path, "--attachments", attachments.path,
            ],
            environment: environment, timeLimit: 1_800)
    }
    static let reports = RepositoryPaths.fixtureScratch(named: "functional-reports")
    static var junit: URL { reports.appendingPathComponent("junit.xml") }
    static var json: URL { reports.appendingPathComponent("events.jsonl") }
    static var html: URL { reports.appendingPathComponent("report.html") }
    static var attachments: URL { reports.appendingPathComponent("attachments") }

    @Test(
        "harness test, unmodified: the model's statuses, every launched program stopped, a failing test's programs' output attached"
    )
    func harnessTest() async throws {
        let result = try await Self.harnessRun.value
        for test in [
            "BeaconTests/aCrashOnARouteFailsTheTest()", "BeaconXCTests/testCrashOnARouteFailsTheTest",
            "BeaconXCTests/testCrashOutsideAScopeFailsUnderHarness",
        ] {
            try Self.expectLaunchedOutputAttached(to: test, result: result)
        }
        // Harness's XCTest stopped the server a passing test left running, and said so in its output.
        #expect(
            try String(contentsOf: Self.junit, encoding: .utf8).contains(
                "was still running at the end of BeaconXCTests.testServerLeftRunningIsStoppedWhenTheTestEnds; stopped it"
            ),
            "\(result.diagnosis)")
        let passed = Self.attachments.appendingPathComponent(
            "FunctionalSuiteTests.BeaconTests/portZeroIsReportedAndReachable()")
        #expect(!FileManager.default.fileExists(atPath: passed.path), "a passing test has no attachments")
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == FunctionalSuiteModel.runnerStatuses,
            "\(result.diagnosis)")
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        for words in FunctionalSuiteModel.crash + FunctionalSuiteModel.goldenDiff {
            #expect(result.standardOutput.contains(words), "\(result.diagnosis)")
        }
        #expect(Self.runningPrograms().isEmpty)
    }

    /// A functional test runs from an archive as from the build folder: `harness archive`
    /// carries the executables beside the bundle (so the launcher finds them beside the test
    /// executable, and the unknown-product test names exactly these two), and a folder with only
    /// the archive gets the model's statuses, the crash and the golden diff.
    @Test("harness test --archive: the executables travel with the bundle, the model's statuses")
    func fromArchive() async throws {
        let built = try await Self.harnessRun.value
        try #require(built.exitCode == 1, "\(built.diagnosis)")
        let folder = RepositoryPaths.fixtureScratch(named: "functional-archive")
        try? FileManager.default.removeItem(at: folder)
        let machine = folder.appendingPathComponent("machine")
        try FileManager.default.createDirectory(at: machine, withIntermediateDirectories: true)
        let archive = folder.appendingPathComponent("functional.harness")
        let written = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "archive", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path, "--skip-build",
                "--output", archive.path,
            ],
            environment: Self.environment, timeLimit: 300)
        #expect(written.exitCode == 0, "\(written.diagnosis)")
        #expect(written.standardOutput.contains("2 executable(s) (Beacon, chatter)"), "\(written.diagnosis)")

        let result = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--archive", archive.path],
            environment: Self.environment, currentDirectory: machine, timeLimit: 600)
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == FunctionalSuiteModel.runnerStatuses,
            "\(result.diagnosis)")
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        for words in FunctionalSuiteModel.crash + FunctionalSuiteModel.goldenDiff {
            #expect(result.standardOutput.contains(words), "\(result.diagnosis)")
        }
        #expect(Self.runningPrograms().isEmpty)
    }

    /// A test that hangs with a launched program running: the runner's time-out ends the test's
    /// worker and the program with it (it is in the worker's process group).
    @Test("harness test --timeout: a hung test's launched program ends with it")
    func timeoutEndsTheLaunchedProgram() async throws {
        var environment = Self.environment
        environment["FUNCTIONAL_SUITE_HANG"] = "1"
        let test = "FunctionalSuiteTests.ChatterTests/testHangsWithALaunchedToolWhenAsked"
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path, "--timeout", "3",
                test,
            ],
            environment: environment, timeLimit: 600)
        #expect(RunnerFixture.statuses(in: result.standardOutput) == [test: "TIMEOUT"], "\(result.diagnosis)")
        #expect(Self.runningPrograms().isEmpty, "\(result.diagnosis)")
    }

    /// The seeds' "code reached only through black-box tests counts": the launched Beacon
    /// writes its profile beside the workers' and its executable is read with the bundles, so
    /// its route handler and its declined launch (run only in launched processes) are covered.
    @Test("harness test --coverage: what the launched server ran counts")
    func coverageCountsTheLaunchedProgram() async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--coverage", "--package-path", Self.package.path, "--coverage-output", output.path,
                // Instrumented: a build of its own, as `swift test --enable-code-coverage` would make.
                "--scratch-path", RepositoryPaths.fixtureScratch(named: "functional-covered").path,
                "FunctionalSuiteTests.BeaconTests",
            ],
            environment: Self.environment, timeLimit: 1_800)
        #expect(
            RunnerFixture.statuses(in: result.standardOutput)[
                "FunctionalSuiteTests.BeaconTests/portZeroIsReportedAndReachable()"]
                == "PASS", "\(result.diagnosis)")
        let delegate = Self.package.appendingPathComponent("Sources/Beacon/BeaconDelegate.swift")
        let counts = try CoverageFixture.lineCounts(lcovAt: output.appendingPathComponent("coverage.lcov"))
        let lines = try Self.lines(of: delegate, containing: ["case \"/\": return (200", "refusing to launch"])
        for line in lines {
            #expect(
                (counts[delegate.path]?[line] ?? 0) > 0, "line \(line) of BeaconDelegate.swift: \(result.diagnosis)")
        }
    }

    /// The crashing route's test (`Class/method` in the fixture's module) carries its server's
    /// output, and only its own: one launch folder's `stdout.log` and `stderr.log`, as files in
    /// the attachments folder, in JUnit and in the JSON lines.
    static func expectLaunchedOutputAttached(to test: String, result: CommandResult) throws {
        let parts = test.split(separator: "/")
        let folder = attachments.appendingPathComponent("FunctionalSuiteTests.\(parts[0])/\(parts[1])/attempt-1")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        #expect(files.count == 2, "\(test): \(files)")
        let stdout = try #require(files.first { $0.hasSuffix("-stdout.log") }, "\(test): \(files): \(result.diagnosis)")
        let stderr = try #require(files.first { $0.hasSuffix("-stderr.log") }, "\(test): \(files)")
        let text = try String(contentsOf: folder.appendingPathComponent(stderr), encoding: .utf8)
        #expect(text.contains("Beacon: crashing on /crash"), "\(test): the server's standard error: \(text)")
        let junitText = try String(contentsOf: junit, encoding: .utf8)
        #expect(junitText.contains("[[ATTACHMENT|\(folder.path)/\(stdout)]]"), "\(test)")
        // The attachment's name, without the position the attachments folder gives it (`01-`).
        let name = String(stdout.split(separator: "-", maxSplits: 1).last ?? "")
        #expect(try String(contentsOf: json, encoding: .utf8).contains(name), "\(test)")
        #expect(try String(contentsOf: html, encoding: .utf8).contains(name), "\(test)")
        #expect(result.standardOutput.contains(name), "\(test): the console names it")
    }

    /// The line numbers of the first line containing each of `texts`.
    static func lines(of file: URL, containing texts: [String]) throws -> [Int] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try texts.map { text in try #require(lines.firstIndex { $0.contains(text) }) + 1 }
    }

    /// Process IDs of the fixture's programs still running.
    static func runningPrograms() -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return command.contains("/Beacon\u{0}") || command.hasSuffix("/Beacon") || command.contains("/chatter\u{0}")
        }
    }
}
