import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The navigator you can trust (issue 34, items 4 and 5), in Debian's Chromium driven by
/// Playwright (`Browser/truth.py`), on a copy of `Fixtures/UISuite` of its own (no dependency
/// on Harness): with watch off, tests added, deleted and added after a Stop are in the tree as
/// soon as a build lists them; a new Swift Testing test's failure shows without a reload;
/// "failing since" comes right after the failing run; the toolbar's Run runs what the filter
/// shows; a build error is never "Ready"; after a restart an always-skipped test says
/// "skipped"; while a test runs, no process but the server holds the UI's socket. And a package
/// without tests is said to have none, not to have failed to build.
@Suite("harness ui: the tree matches the code; the socket stays the server's", .serialized)
struct UITruthEndToEndTests {
    static let copy = UIFixture.copyFolder(named: "harness-ui-truth")
    static let driver = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Browser/truth.py")

    @Test("watch off: added, deleted, Swift Testing, failing since, filter's Run, build error, Stop, restart")
    func treeMatchesTheCode() async throws {
        let package = try UIFixture.packageCopy(in: Self.copy)
        // Files an earlier run of this test added.
        for added in ["AddedTests.swift", "NewFunctionTests.swift", "AfterStopTests.swift"] {
            try? FileManager.default.removeItem(at: package.appendingPathComponent("Tests/CounterTests/\(added)"))
        }
        let first = try await Self.drive(package: package, arguments: [])
        for step in [
            "open", "socket", "listed", "failing since", "new swift testing", "build error", "after stop",
        ] {
            #expect(first.contains("step \(step):"), "step \(step) did not pass")
        }
        let second = try await Self.drive(package: package, arguments: ["--after-restart"])
        #expect(second.contains("step restart:"), "step restart did not pass")
    }

    @Test("a package without tests: said so, not 'The build failed'")
    func packageWithoutTests() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-ui-no-tests-\(getpid())/NoTests")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/Plain"), withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "NoTests", targets: [.target(name: "Plain")])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let plain = 1\n".write(
            to: package.appendingPathComponent("Sources/Plain/Plain.swift"), atomically: true, encoding: .utf8)
        let output = try await Self.drive(package: package, arguments: ["--no-tests"])
        #expect(output.contains("step no tests:"), "step no tests did not pass")
    }

    /// `harness ui` on `package`, the driver run against it, then Ctrl-C (exit 130, nothing
    /// left running); the driver's output.
    static func drive(package: URL, arguments: [String]) async throws -> String {
        let server = try UIServerProcess(arguments: ["--package-path", package.path])
        let address = try #require(await server.address(within: 60), "no address printed:\n\(server.output)")
        let screenshots = UIFixture.scratch.appendingPathComponent("truth-screenshots")
        let driver = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", driver.path, "--url", address, "--package", package.path, "--out", screenshots.path,
                "--server-pid", "\(server.process.processIdentifier)",
            ] + arguments,
            timeLimit: 1_800)
        #expect(
            driver.exitCode == 0, "the browser test failed:\n\(driver.diagnosis)\nharness ui said:\n\(server.output)")
        kill(server.process.processIdentifier, SIGINT)
        #expect(await server.exitStatus(within: 20) == 130, "harness ui did not stop on SIGINT:\n\(server.output)")
        let left = UIFixture.processesLeft(except: server.process.processIdentifier, copy: package)
        #expect(left.isEmpty, "processes left: \(left)")
        return driver.standardOutput
    }
}
