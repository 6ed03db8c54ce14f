import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `harness ui`'s coverage views in a real browser (issue 34, items 1-3, 8, 9): Debian's
/// Chromium driven by Playwright (`Browser/navigator_coverage.py`) on a git copy of
/// `Fixtures/UISuite`, a package that does not depend on Harness, so per-test coverage takes
/// the unmodified route (Harness's XCTest through the overlay). Coverage is chosen from the
/// page; a test's lines, a line's tests and a failure's source open in the source view; a
/// change's tests are listed with their reasons in the Changed view and run by one click;
/// axe-core finds nothing on either view. Screenshots stay in `.build-fixtures/ui-coverage`.
@Suite("harness ui: source with coverage, line → tests, change → tests", .serialized)
struct UICoverageEndToEndTests {
    static let scratch = RepositoryPaths.fixtureScratch(named: "ui-coverage")
    static let driver = RepositoryPaths.root.appendingPathComponent(
        "Tests/EndToEndTests/Browser/navigator_coverage.py")

    /// A copy of the fixture of its own (not the navigator test's), committed in a git repository
    /// of its own so that the Changed view has a last commit to compare with; its build is kept.
    static func gitCopy() throws -> URL {
        let manager = FileManager.default
        let copy = UIFixture.copyFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(UIFixture.copyFolder.deletingLastPathComponent().lastPathComponent + "-coverage")
            .appendingPathComponent("UISuite")
        try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests", ".git"] {
            try? manager.removeItem(at: copy.appendingPathComponent(item))
        }
        for item in ["Package.swift", "Sources", "Tests"] {
            try manager.copyItem(
                at: RepositoryPaths.fixture(named: "UISuite").appendingPathComponent(item),
                to: copy.appendingPathComponent(item))
        }
        try ".build/\n".write(to: copy.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        // Coverage and history from an earlier test run would answer before this one ran.
        try? manager.removeItem(at: copy.appendingPathComponent(".build/harness"))
        let git = ["git", "-C", copy.path, "-c", "user.email=ui@example.com", "-c", "user.name=UI"]
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "UISuite"]] {
            let result = try Self.run(git + arguments)
            try #require(result == 0, "git \(arguments.joined(separator: " ")) failed in \(copy.path)")
        }
        return copy
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("coverage per test from the page, a test's lines, a line's tests run, a change's tests with reasons")
    func coverageViewsInChromium() async throws {
        let package = try Self.gitCopy()
        try? FileManager.default.removeItem(at: Self.scratch)
        let server = try UIServerProcess(arguments: ["--package-path", package.path])
        let address = try #require(await server.address(within: 60), "no address printed:\n\(server.output)")
        let driver = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", Self.driver.path, "--url", address, "--package", package.path, "--out", Self.scratch.path,
            ],
            timeLimit: 1_800)
        #expect(
            driver.exitCode == 0, "the browser test failed:\n\(driver.diagnosis)\nharness ui said:\n\(server.output)")
        for step in [
            "coverage", "source", "line tests", "failure source", "source keyboard and axe", "changed",
        ] {
            #expect(driver.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
        kill(server.process.processIdentifier, SIGINT)
        #expect(await server.exitStatus(within: 20) == 130, "harness ui did not stop on SIGINT:\n\(server.output)")
    }
}
