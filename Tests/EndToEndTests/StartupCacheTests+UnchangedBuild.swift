import Foundation
import HarnessRunner
import Testing

/// A no-op `harness test` starts no build at all (issue 15), and any change to the package
/// makes the next run build and run the new code. Seen from outside, on a copy of
/// `Fixtures/StartupSuite`: the SwiftPM commands each run starts (a `swift` that logs them),
/// `--verbose-build`'s line, and the tests' results after each edit. In the start-up suite, whose
/// tests run one at a time: they share the logging `swift` (and with it Harness's library).
extension StartupCacheTests {
    typealias Startup = StartupCacheTests

    static func write(_ text: String, to relative: String, in package: URL) throws {
        let file = package.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: false, encoding: .utf8)
    }

    /// Runs `harness test --verbose-build` and returns the result with the SwiftPM commands
    /// it started.
    static func verboseTest(
        _ package: URL, swift: Startup.LoggingSwift, extra: [String] = []
    ) async throws -> (result: CommandResult, commands: [String]) {
        let result = try await Startup.harness(["test", "--verbose-build"] + extra, package: package, swift: swift)
        return (result, swift.takeCommands())
    }

    static let skippedLine = "Skipped building tests: nothing changed since the last build"

    @Test("no change: no SwiftPM command; an edit, a new file or a manifest change: built and run")
    func skipsOnlyWhenNothingChanged() async throws {
        let swift = try Startup.LoggingSwift(in: RepositoryPaths.fixtureScratch(named: "startup/stable-swift"))
        let package = try Startup.packageCopy("unchanged")
        _ = swift.takeCommands()
        // Files written within two seconds of a build are checked by content as well as by
        // date; older ones by date and size alone, the usual case, which the first edit below
        // (of a file the copy wrote before this pause) goes through.
        try await Task.sleep(for: .seconds(2.5))

        let first = try await Self.verboseTest(package, swift: swift)
        #expect(first.result.exitCode == 0, "\(first.result.diagnosis)")
        #expect(first.commands.filter(Startup.isPackageBuild).count == 1, "\(first.commands)")

        // Nothing changed: not even SwiftPM's build check, one verbose line, the tests still run.
        let second = try await Self.verboseTest(package, swift: swift)
        #expect(second.result.exitCode == 0, "\(second.result.diagnosis)")
        #expect(second.commands == [], "\(second.commands)")
        #expect(second.result.standardError.contains(Self.skippedLine), "\(second.result.diagnosis)")
        #expect(second.result.standardOutput.contains("GreetingTests/testGreetsByName"), "\(second.result.diagnosis)")
        // Without --verbose-build, the skip says nothing.
        let quiet = try await Startup.harness(["test"], package: package, swift: swift)
        #expect(quiet.exitCode == 0 && !quiet.standardError.contains("Skipped"), "\(quiet.diagnosis)")
        #expect(swift.takeCommands() == [])

        // An edited source, the same size (written at once, within the recording's clock
        // tick or not): built, and the new code runs (the greeting's test now fails).
        let source = package.appendingPathComponent("Sources/Greeting/Greeting.swift")
        let greeting = try String(contentsOf: source, encoding: .utf8)
        #expect(greeting.contains("Hello, "))
        try Self.write(
            greeting.replacingOccurrences(of: "Hello, ", with: "Hallo, "), to: "Sources/Greeting/Greeting.swift",
            in: package)
        let edited = try await Self.verboseTest(package, swift: swift)
        #expect(edited.commands.filter(Startup.isPackageBuild).count == 1, "\(edited.commands)")
        #expect(edited.result.exitCode == 1, "\(edited.result.diagnosis)")
        #expect(edited.result.standardOutput.contains("Hallo, Ada!"), "\(edited.result.diagnosis)")

        // New test files: built, their tests run.
        try Self.write(
            "import Greeting\nimport XCTest\n\nfinal class AddedTests: XCTestCase {\n"
                + "    func testAddedLater() { XCTAssertEqual(greeting(for: \"B\"), \"Hallo, B!\") }\n}\n",
            to: "Tests/StartupSuiteTests/AddedTests.swift", in: package)
        try Self.write(
            "import XCTest\n\nfinal class ConditionTests: XCTestCase {\n    func testCondition() {\n"
                + "        #if ADDED\n        XCTFail(\"built with ADDED\")\n        #endif\n    }\n}\n",
            to: "Tests/StartupSuiteTests/ConditionTests.swift", in: package)
        let added = try await Self.verboseTest(package, swift: swift)
        #expect(added.commands.filter(Startup.isPackageBuild).count == 1, "\(added.commands)")
        let statuses = RunnerFixture.statuses(in: added.result.standardOutput)
        #expect(statuses["StartupSuiteTests.AddedTests/testAddedLater"] == "PASS", "\(added.result.diagnosis)")
        #expect(statuses["StartupSuiteTests.ConditionTests/testCondition"] == "PASS", "\(added.result.diagnosis)")

        // An edited manifest alone (a compilation condition the new test reads): built with it.
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let target = #".testTarget(name: "StartupSuiteTests", dependencies: ["Greeting"])"#
        #expect(text.contains(target))
        try text.replacingOccurrences(
            of: target, with: String(target.dropLast()) + #", swiftSettings: [.define("ADDED")])"#
        )
        .write(to: manifest, atomically: true, encoding: .utf8)
        let conditioned = try await Self.verboseTest(package, swift: swift)
        #expect(conditioned.commands.filter(Startup.isPackageBuild).count == 1, "\(conditioned.commands)")
        let after = RunnerFixture.statuses(in: conditioned.result.standardOutput)
        #expect(after["StartupSuiteTests.ConditionTests/testCondition"] == "FAIL", "\(conditioned.result.diagnosis)")
        #expect(conditioned.result.standardOutput.contains("built with ADDED"), "\(conditioned.result.diagnosis)")

        // --always-build: SwiftPM's check runs although nothing changed.
        let always = try await Self.verboseTest(package, swift: swift, extra: ["--always-build"])
        #expect(always.commands.filter(Startup.isPackageBuild).count == 1, "\(always.commands)")
        let again = try await Self.verboseTest(package, swift: swift)
        #expect(again.commands == [], "\(again.commands)")
    }
}
