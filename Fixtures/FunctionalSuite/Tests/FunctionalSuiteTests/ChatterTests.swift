import HarnessLaunch
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The `chatter` tool, run to completion from XCTest tests (the toolchain's XCTest).
final class ChatterTests: XCTestCase {
    func chatter(_ arguments: String...) -> Program {
        var program = Program(product: "chatter")
        program.launchArguments = arguments
        program.terminationGrace = .milliseconds(300)
        return program
    }

    func testGreetMatchesGoldenFile() async throws {
        let run = try await chatter("greet", "world").run()
        XCTAssertEqual(run.status, 0)
        try GoldenFile("Golden/greeting.txt", relativeTo: #filePath).check(run.standardOutput)
    }

    /// Fails on purpose: the shouted greeting is not the golden one, and the failure shows the diff.
    func testShoutedGreetingDiffersFromGoldenFile() async throws {
        let run = try await chatter("greet", "world", "--upper").run()
        try GoldenFile("Golden/greeting.txt", relativeTo: #filePath).check(run.standardOutput)
    }

    func testCountReadsStandardInput() async throws {
        let run = try await chatter("count").run(input: "a\nb\nc\n")
        XCTAssertEqual(run, ProgramRun(state: .exited(status: 0), standardOutput: "3 lines\n", standardError: ""))
    }

    func testFailureGivesStatusAndStandardError() async throws {
        let run = try await chatter("fail").run()
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "chatter: failing, as asked\n")
    }

    func testCrashIsASignal() async throws {
        let run = try await chatter("crash").run()
        XCTAssertEqual(run.state, .signaled(SIGABRT))
        XCTAssertEqual(run.standardOutput, "about to crash\n")
    }

    func testStubbornToolIsKilledAfterTheGracePeriod() async throws {
        var stubborn = chatter("stubborn")
        stubborn.readiness = .line(containing: "up")
        let program = try await stubborn.launch()
        let ended = await program.terminate()
        XCTAssertEqual(ended, .signaled(SIGKILL))
    }

    func testHangingToolIsStoppedAtItsTimeOut() async throws {
        do {
            _ = try await chatter("hang").run(timeout: .milliseconds(500))
            XCTFail("a hanging run returned")
        } catch {
            XCTAssertEqual(
                "\(error)", "chatter did not finish within 0.5 seconds; stopped it; its last lines:\nstdout| hanging")
        }
    }

    /// With `FUNCTIONAL_SUITE_HANG` set (the runner's time-out check), hangs while a tool it
    /// launched runs: the runner's time-out must end both. Otherwise stops the tool and passes.
    func testHangsWithALaunchedToolWhenAsked() async throws {
        var hanging = chatter("hang")
        hanging.readiness = .line(containing: "hanging")
        let program = try await hanging.launch()
        if ProcessInfo.processInfo.environment["FUNCTIONAL_SUITE_HANG"] != nil {
            try await Task.sleep(for: .seconds(3600))
        }
        await program.terminate()
    }

    func testUnknownProductNamesTheExecutables() async throws {
        do {
            _ = try await Program(product: "chatterbox").run()
            XCTFail("an unknown product ran")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("no executable product 'chatterbox' in "), "\(error)")
            XCTAssertTrue("\(error)".contains("(executables there: Beacon, chatter)"), "\(error)")
        }
    }
}
