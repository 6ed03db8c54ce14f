import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One case of a parameterized test run alone from the navigator (issue 34, item 6), in
/// Debian's Chromium driven by Playwright (`Browser/cases.py`), on a copy of `Fixtures/UISuite`
/// of its own (no dependency on Harness) with a parameterized Swift Testing function added that
/// prints the argument it runs: a case's ▶ (and Enter on its row) runs that case's body alone,
/// the others keep their earlier status and say so, the detail's output is that case's only,
/// and a reload shows the same. axe-core finds no violation.
@Suite("harness ui: one case of a parameterized test run alone", .serialized)
struct UICaseEndToEndTests {
    static let copy = UIFixture.copyFolder(named: "harness-ui-cases")
    static let driver = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Browser/cases.py")

    /// The parameterized function the copy gains: each case prints its argument.
    static let countingTests = """
        import Counter
        import Testing

        @Test(arguments: [1, 2, 3]) func countsUp(_ value: Int) {
            print("counting \\(value)")
            #expect(increment(value) > value)
        }

        """

    @Test("A case's ▶ and Enter run that case alone; the others say they are from an earlier run")
    func oneCaseAlone() async throws {
        let package = try UIFixture.packageCopy(in: Self.copy)
        try Self.countingTests.write(
            to: package.appendingPathComponent("Tests/CounterTests/CountingTests.swift"), atomically: true,
            encoding: .utf8)
        let server = try UIServerProcess(arguments: ["--package-path", package.path])
        let address = try #require(await server.address(within: 60), "no address printed:\n\(server.output)")
        let screenshots = UIFixture.scratch.appendingPathComponent("cases-screenshots")
        let driver = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", Self.driver.path, "--url", address, "--out", screenshots.path],
            timeLimit: 1_800)
        #expect(
            driver.exitCode == 0, "the browser test failed:\n\(driver.diagnosis)\nharness ui said:\n\(server.output)")
        for step in ["whole", "one case", "keyboard", "reload"] {
            #expect(driver.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
        kill(server.process.processIdentifier, SIGINT)
        #expect(await server.exitStatus(within: 20) == 130, "harness ui did not stop on SIGINT:\n\(server.output)")
        let left = UIFixture.processesLeft(except: server.process.processIdentifier, copy: package)
        #expect(left.isEmpty, "processes left: \(left)")
    }
}
