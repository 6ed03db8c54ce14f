import Foundation
import HarnessLaunch
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Beacon server (AppHost), launched from Swift Testing tests: ready when its launch
/// finished, on the port it got; each misbehaving route survived.
@Suite struct BeaconTests {
    func beacon(_ arguments: String...) -> Program {
        var program = Program(product: "Beacon")
        program.launchArguments = arguments
        program.readyTimeout = .seconds(20)
        return program
    }

    @Test func portZeroIsReportedAndReachable() async throws {
        try await withLaunchScope { _ in
            let server = try await beacon("--port", "0").launch()
            #expect(server.state == .running)
            #expect(server.addresses.count == 1)
            let port = try #require(server.baseURL?.port)
            #expect(port != 0)
            #expect(try HTTPClient.get("/", from: server.baseURL) == (200, "beacon\n"))
            // The line and the ready record travel on different pipes: the line may come second.
            try await server.waitForLine(containing: "listening on", in: [.standardOutput], timeout: .seconds(10))
            #expect(server.lines(of: .standardOutput) == ["Beacon: listening on \(port)"])
        }
    }

    @Test func exitingBeforeReadyFailsWithItsStatusAndLastLines() async throws {
        let error = await #expect(throws: LaunchError.self) {
            try await withLaunchScope { _ in _ = try await beacon("--exit-before-ready").launch() }
        }
        guard case .endedBeforeReady(_, let state, _, let lastLines) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(state == .exited(status: 69))
        #expect(lastLines.contains("stderr| Beacon: refusing to launch, as asked"))
    }

    @Test func terminateRunsTheOrderedTermination() async throws {
        let server = try await beacon().launch()
        #expect(await server.terminate() == .exited(status: 143))
        #expect(server.lines(of: .standardOutput).last == "Beacon: terminating")
    }

    @Test func megabytesOfOutputAreDrained() async throws {
        try await withLaunchScope { _ in
            let server = try await beacon().launch()
            #expect(try HTTPClient.get("/spam", from: server.baseURL) == (200, "spammed\n"))
            await server.terminate()
            #expect(server.lines(of: .standardOutput).count == 20_002)
        }
    }

    @Test func aHangingRouteHoldsOnlyItsRequest() async throws {
        try await withLaunchScope { _ in
            let server = try await beacon().launch()
            #expect(throws: HTTPClient.Failure.self) { try HTTPClient.get("/hang", from: server.baseURL, timeoutSeconds: 1) }
            #expect(try HTTPClient.get("/", from: server.baseURL) == (200, "beacon\n"))
        }
    }

    @Test func parallelLaunchesNeverClash() async throws {
        try await withLaunchScope { _ in
            let servers = try await withThrowingTaskGroup(of: LaunchedProgram.self) { group in
                for _ in 0..<4 { group.addTask { try await beacon().launch() } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(servers.compactMap { $0.baseURL?.port }).count == 4)
            #expect(Set(servers.map(\.workingDirectory)).count == 4)
        }
    }

    /// A tool that ignores SIGTERM: `terminate()` escalates to SIGKILL after the grace period.
    @Test func aToolIgnoringSIGTERMIsKilledAfterTheGracePeriod() async throws {
        try await withLaunchScope { _ in
            var stubborn = Program(product: "chatter")
            stubborn.launchArguments = ["stubborn"]
            stubborn.readiness = .line(containing: "up")
            stubborn.terminationGrace = .milliseconds(300)
            let tool = try await stubborn.launch()
            #expect(await tool.terminate() == .signaled(SIGKILL))
        }
    }

    /// Fails on purpose: the server crashes on a route, and the scope fails the test with its
    /// signal and last lines.
    @Test func aCrashOnARouteFailsTheTest() async throws {
        try await withLaunchScope { _ in
            let server = try await beacon().launch()
            _ = try? HTTPClient.get("/crash", from: server.baseURL)
            #expect(await server.wait(for: .ended, timeout: .seconds(10)))
        }
    }
}
