import Foundation
import HarnessRunner
import HarnessWire
import Testing

/// `Fixtures/LinuxMainSuite`: a package whose test bundle's entry point is its own
/// `Tests/LinuxMain.swift` (`XCTMain([testCase(….allTests)])`), with no Harness dependency. Its
/// `XCTMain`, the toolchain's or Harness's, is what answers the runner's Swift Testing listing.
/// `swift test` is the reference: every XCTest test runs, with its status.
@Suite("A bundle whose entry point is the package's own XCTMain", .serialized)
struct EntryPointEndToEndTests {
    static let package = FixturePackage(name: "LinuxMainSuite", scratchName: "linuxmain")
    static let module = "ShelfTests"
    static let packagePath = RepositoryPaths.fixture(named: package.name).path

    /// What the toolchain's `swift test` prints, once per test process.
    private static let reference = Task { () throws -> CommandResult in
        try await CommandRunner.swiftTest(
            packagePath: packagePath, scratchPath: package.scratchPath(.toolchain).path,
            environment: FixtureVariant.toolchain.buildEnvironment)
    }

    /// Where `swift test` built the reference: every `harness` command here starts from that
    /// build, as a new user's first run does.
    static let scratch = ["--scratch-path", package.scratchPath(.toolchain).path]

    /// The line every command prints once about the bundle, on its own.
    static let entryPointNote = "LinuxMainSuitePackageTests has no Swift Testing entry point"

    @Test("the reference: swift test runs the five XCTest tests through LinuxMain.swift")
    func toolchainReference() async throws {
        let result = try await Self.reference.value
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(
            result.standardOutput.contains("Executed 5 tests, with 1 test skipped and 1 failure (0 unexpected)"),
            "\(result.diagnosis)")
        #expect(ToolchainStatuses.read(from: result.standardOutput, module: Self.module).count == 5)
    }

    /// `harness test`, on Harness's XCTest (the modules that import XCTest built again against
    /// it) and on the toolchain's (the default for a package that does not depend on Harness):
    /// every test with `swift test`'s status, and one note, never an error.
    @Test(
        "harness test runs every XCTest test with swift test's status",
        arguments: [["--xctest", "harness"], [], ["--xctest", "toolchain"]])
    func harnessTest(extra: [String]) async throws {
        let expected = ToolchainStatuses.read(from: try await Self.reference.value.standardOutput, module: Self.module)
        let result = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--package-path", Self.packagePath] + Self.scratch + extra,
            environment: FixtureVariant.toolchain.buildEnvironment, timeLimit: 1_800)
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == expected, "\(result.diagnosis)")
        #expect(expected.count == 5)
        let output = result.outputLines + result.errorLines
        #expect(output.filter { $0.contains(Self.entryPointNote) }.count == 1, "\(result.diagnosis)")
        #expect(!output.contains { $0.hasPrefix("error:") }, "\(result.diagnosis)")
    }

    @Test("harness list lists the XCTest tests and says once that Swift Testing has no entry point")
    func harnessList() async throws {
        let result = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["list", "--json", "--package-path", Self.packagePath] + Self.scratch,
            environment: FixtureVariant.toolchain.buildEnvironment, timeLimit: 1_800)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        #expect(result.errorLines.filter { $0.contains(Self.entryPointNote) }.count == 1, "\(result.diagnosis)")
        #expect(!result.errorLines.contains { $0.hasPrefix("error:") }, "\(result.diagnosis)")
        let listing = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(listing["testCount"] as? Int == 5)
    }

    /// Swift Testing's listing arguments, given to the bundle built on Harness's XCTest and to
    /// the one built on the toolchain's: both run no test, print an empty "Selected tests"
    /// suite, exit 0 and write no stream.
    @Test("Harness's XCTMain answers Swift Testing's arguments as the toolchain's does")
    func swiftTestingArguments() async throws {
        _ = try await Self.reference.value
        let list = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["list", "--json", "--package-path", Self.packagePath, "--xctest", "harness"] + Self.scratch,
            environment: FixtureVariant.toolchain.buildEnvironment, timeLimit: 1_800)
        let listing = try #require(
            try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [String: Any])
        let bundles = try #require(listing["bundles"] as? [[String: Any]])
        let harnessBundle = try #require(bundles.first?["path"] as? String)
        _ = try await Self.reference.value
        let toolchainBundle = Self.package.bundlePath(.toolchain).path
        var answers: [[String]] = []
        for (bundle, name) in [(harnessBundle, "harness"), (toolchainBundle, "toolchain")] {
            let stream = FileManager.default.temporaryDirectory.appendingPathComponent(
                "harness-e2e-entry-\(name)-\(UUID().uuidString).jsonl")
            let arguments = [
                SwiftTestingCommandLine.listing(
                    streamPath: stream.path, version: .v0),
                SwiftTestingCommandLine.awaitingConfiguration(descriptor: 0),
            ]
            for arguments in arguments {
                let result = try await CommandRunner.run(
                    URL(fileURLWithPath: bundle), arguments: arguments,
                    environment: FixtureVariant.toolchain.buildEnvironment)
                #expect(result.exitCode == 0, "\(name): \(result.diagnosis)")
                #expect(!FileManager.default.fileExists(atPath: stream.path), "\(name) wrote a stream")
                answers.append(Self.shape(of: result.standardOutput))
            }
        }
        #expect(answers.allSatisfy { $0 == Self.emptySelectedRun }, "\(answers)")
    }

    /// What the toolchain's XCTMain prints when its filter selects nothing.
    static let emptySelectedRun = ["suiteStarted Selected tests", "suiteFinished Selected tests passed", "executed 0"]

    /// The console's lines without their dates and durations.
    static func shape(of output: String) -> [String] {
        output.split(separator: "\n").map { line in
            switch ConsoleLine(parsing: line) {
            case .suiteStarted(let name, _): "suiteStarted \(name)"
            case .suiteFinished(let name, let passed, _): "suiteFinished \(name) \(passed ? "passed" : "failed")"
            case .executed(let counts): "executed \(counts.executed)"
            default: String(line)
            }
        }
    }
}
