import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `harness ui` in a real browser (issue 26): Debian's Chromium driven by Playwright
/// (`Browser/navigator.py`) on `Fixtures/UISuite`, a package that does not depend on Harness.
/// The page is opened, filtered, a failing test run and seen failing live, its source broken
/// (the build's errors shown in place) then fixed and seen turning green under watch mode, a hanging test stopped, and requests without the token
/// or from another origin refused; then Ctrl-C stops the server and leaves no process behind.
/// The screenshots of each step stay in `.build-fixtures/ui/screenshots`.
@Suite("harness ui: the navigator in a browser", .serialized)
struct UIEndToEndTests {
    @Test("open, filter, run a failing test, watch it turn green, stop a hanging one, refuse no token")
    func navigatorInChromium() async throws {
        let package = try UIFixture.packageCopy()
        try? FileManager.default.removeItem(at: UIFixture.screenshots)
        let server = try UIServerProcess(arguments: ["--package-path", package.path])
        let address = try #require(await server.address(within: 60), "no address printed:\n\(server.output)")

        let driver = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", UIFixture.driver.path, "--url", address, "--package", package.path, "--out",
                UIFixture.screenshots.path,
            ],
            timeLimit: 1_800)
        #expect(
            driver.exitCode == 0, "the browser test failed:\n\(driver.diagnosis)\nharness ui said:\n\(server.output)")
        for step in ["open", "filter", "run", "build errors", "watch", "late answer", "stop", "token"] {
            #expect(driver.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
        // The steps' screenshots are numbered; ReportEndToEndTests may add its reports' beside them.
        let shots = (try? FileManager.default.contentsOfDirectory(atPath: UIFixture.screenshots.path)) ?? []
        #expect(
            shots.filter { $0.hasSuffix(".png") && $0.first?.isNumber == true }.count == 7, "screenshots: \(shots)")

        // Ctrl-C: the server, its workers and builds stop; exit 130.
        kill(server.process.processIdentifier, SIGINT)
        let status = await server.exitStatus(within: 20)
        #expect(status == 130, "harness ui did not stop on SIGINT:\n\(server.output)")
        let left = UIFixture.processesLeft(except: server.process.processIdentifier)
        #expect(left.isEmpty, "processes left: \(left)")

        // The same package's `--html` report is the same page, read-only, from file://.
        let report = UIFixture.scratch.appendingPathComponent("report.html")
        let tested = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", package.path, "--skip-build", "--skip", "WaitingTests", "--html", report.path,
            ], timeLimit: 600)
        #expect(tested.exitCode == 0, "\(tested.diagnosis)")
        let opened = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", UIFixture.driver.path, "--report", report.path, "--out", UIFixture.screenshots.path,
                "--name", "uisuite", "--select", "CounterTests.CounterTests/testDouble", "--nested",
                "CounterTests.SumTests,Carry,CounterTests.SumTests.Carry/carriesOver(_:)",
            ], timeLimit: 300)
        #expect(opened.exitCode == 0, "the report in the browser:\n\(opened.diagnosis)")
        for step in ["report read-only", "report nested"] {
            #expect(opened.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
    }

    @Test("a port in use: one line naming it, exit 2")
    func portInUse() async throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(INADDR_LOOPBACK).bigEndian
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener, generic, length) == 0 && listen(listener, 1) == 0
                    && getsockname(listener, generic, &length) == 0
            }
        }
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["ui", "--package-path", RepositoryPaths.fixture(named: "UISuite").path, "--port", "\(port)"],
            timeLimit: 60)
        #expect(result.exitCode == 2)
        #expect(
            result.errorLines.filter { !$0.isEmpty } == [
                "error: port \(port) on 127.0.0.1 is in use: choose another with --port, or leave --port out for a "
                    + "free one"
            ], "\(result.diagnosis)")
        #expect(!result.standardOutput.contains("http://"))
    }
}
