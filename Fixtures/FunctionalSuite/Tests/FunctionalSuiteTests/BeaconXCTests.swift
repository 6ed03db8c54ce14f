import HarnessLaunch
import XCTest

/// The Beacon server (AppHost), launched from XCTest tests (the toolchain's XCTest): each
/// test's programs live in a launch scope named after the test (XCTest's `name`,
/// `Class.method`), so a failing test's kept launch folders name it and `harness test`
/// attaches their output to it.
final class BeaconXCTests: XCTestCase {
    func beacon(_ arguments: String...) -> Program {
        var program = Program(product: "Beacon")
        program.launchArguments = arguments
        program.readyTimeout = .seconds(20)
        return program
    }

    func testPortZeroIsReportedAndReachable() async throws {
        try await withLaunchScope(name) { _ in
            let server = try await beacon("--port", "0").launch()
            let url = try XCTUnwrap(server.baseURL)
            XCTAssertNotEqual(url.port, 0)
            let answer = try HTTPClient.get("/", from: url)
            XCTAssertEqual(answer.status, 200)
            XCTAssertEqual(answer.body, "beacon\n")
        }
    }

    func testExitingBeforeReadyFailsWithItsStatus() async throws {
        do {
            try await withLaunchScope(name) { _ in _ = try await beacon("--exit-before-ready").launch() }
            XCTFail("a server that declined its launch was ready")
        } catch LaunchError.endedBeforeReady(_, let state, _, _) {
            XCTAssertEqual(state, .exited(status: 69))
        }
    }

    func testMegabytesOfOutputAreDrained() async throws {
        try await withLaunchScope(name) { _ in
            let server = try await beacon().launch()
            XCTAssertEqual(try HTTPClient.get("/spam", from: server.baseURL).body, "spammed\n")
            await server.terminate()
            XCTAssertEqual(server.lines(of: .standardOutput).count, 20_002)
        }
    }

    /// Fails on purpose: the server crashes on a route, and the scope fails the test with its
    /// signal and last lines.
    func testCrashOnARouteFailsTheTest() async throws {
        try await withLaunchScope(name) { _ in
            let server = try await beacon().launch()
            _ = try? HTTPClient.get("/crash", from: server.baseURL)
            _ = await server.wait(for: .ended, timeout: .seconds(10))
        }
    }

    /// Leaves the server running: under Harness's XCTest (`harness test`) it is stopped when the
    /// test ends and named in the test's output; under the toolchain's, when the last reference
    /// to it goes.
    func testServerLeftRunningIsStoppedWhenTheTestEnds() async throws {
        let server = try await beacon().launch()
        XCTAssertEqual(try HTTPClient.get("/", from: server.baseURL).status, 200)
    }

    /// Fails under `harness test` only: the server, launched outside any scope, crashes, and
    /// Harness's XCTest charges the crash to the test when it ends. The toolchain's XCTest has
    /// no such hook, so under `swift test` nothing notices and the test passes.
    func testCrashOutsideAScopeFailsUnderHarness() async throws {
        let server = try await beacon().launch()
        _ = try? HTTPClient.get("/crash", from: server.baseURL)
        _ = await server.wait(for: .ended, timeout: .seconds(10))
    }
}
