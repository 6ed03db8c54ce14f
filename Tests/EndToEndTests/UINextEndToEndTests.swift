import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a user asks of a navigator next (issue 34, item 6), in Debian's Chromium driven by
/// Playwright (`Browser/next.py`), on a copy of `Fixtures/UISuite` of its own (no dependency on
/// Harness) with a Swift Testing function named by `@Test("…")` added: the tree is one Tab stop
/// and the detail the next, each row says its place among its siblings; the display name is
/// shown and found by the filter; where a test is declared and where it failed open in the
/// editor `--editor-url` names; a crash says the runtime's message and where the test is
/// declared; a save made while Watch was off runs its tests once Watch is ticked. axe-core finds no violation.
@Suite("harness ui: keyboard, display names, the editor, Watch after saves made while off", .serialized)
struct UINextEndToEndTests {
    static let copy = UIFixture.copyFolder(named: "harness-ui-next")
    static let driver = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Browser/next.py")
    static let editorURL = "vscode://file{path}:{line}"

    /// The Swift Testing function with a display name the copy gains.
    static let namedTests = """
        import Counter
        import Testing

        @Test("Adds one to nine") func addsOneToNine() {
            #expect(increment(9) == 10)
        }

        """

    /// An XCTest test that crashes on an index out of range (the toolchain's XCTest: no Harness).
    static let crashTests = """
        import XCTest

        final class CrashTests: XCTestCase {
            func testIndexOutOfRange() {
                let values: [Int] = []
                XCTAssertEqual(values[1], 0)
            }
        }

        """

    @Test("Tab stops, aria positions, display names, editor links, a crash's message, Watch ticked after a save")
    func whatUsersAskNext() async throws {
        let package = try UIFixture.packageCopy(in: Self.copy)
        try Self.namedTests.write(
            to: package.appendingPathComponent("Tests/CounterTests/NamedTests.swift"), atomically: true, encoding: .utf8
        )
        try Self.crashTests.write(
            to: package.appendingPathComponent("Tests/CounterTests/CrashTests.swift"), atomically: true, encoding: .utf8
        )
        let server = try UIServerProcess(arguments: ["--package-path", package.path, "--editor-url", Self.editorURL])
        let address = try #require(await server.address(within: 60), "no address printed:\n\(server.output)")
        let screenshots = UIFixture.scratch.appendingPathComponent("next-screenshots")
        let driver = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", Self.driver.path, "--url", address, "--package", package.path, "--out", screenshots.path,
                "--editor-url", Self.editorURL,
            ],
            timeLimit: 1_800)
        #expect(
            driver.exitCode == 0, "the browser test failed:\n\(driver.diagnosis)\nharness ui said:\n\(server.output)")
        for step in ["keyboard", "display name", "editor", "crash", "stopped", "watch after saves"] {
            #expect(driver.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
        kill(server.process.processIdentifier, SIGINT)
        #expect(await server.exitStatus(within: 20) == 130, "harness ui did not stop on SIGINT:\n\(server.output)")
        let left = UIFixture.processesLeft(except: server.process.processIdentifier, copy: package)
        #expect(left.isEmpty, "processes left: \(left)")
    }

    @Test("--editor-url without {path}: one line naming it, exit 2")
    func editorURLWithoutPath() async throws {
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["ui", "--package-path", Self.copy.path, "--editor-url", "vscode://file"],
            timeLimit: 120)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("--editor-url 'vscode://file' has no {path}"), "\(result.diagnosis)")
    }
}
