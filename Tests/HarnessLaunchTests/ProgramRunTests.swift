import Foundation
import HarnessLaunch
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Command-line runs: input in, status and both outputs back, megabytes drained, a hang
/// stopped at its time-out.
@Suite struct ProgramRunTests {
    @Test func runPassesInputAndReturnsStatusAndOutputs() async throws {
        let run = try await shell("read line; echo \"got $line\"; echo note >&2; exit 4").run(input: "milk\n")
        #expect(run == ProgramRun(state: .exited(status: 4), standardOutput: "got milk\n", standardError: "note\n"))
        #expect(run.status == 4)
    }

    @Test func aProgramPrintingMegabytesIsDrained() async throws {
        let run = try await shell("head -c 4000000 /dev/zero | tr '\\0' x | fold -w 100").run(timeout: .seconds(20))
        #expect(run.status == 0)
        #expect(run.standardOutput.utf8.count == 4_040_000)
    }

    @Test func aHangingRunIsStoppedAtItsTimeOut() async throws {
        try await withLaunchScope { scope in
            let error = await #expect(throws: LaunchError.self) {
                _ = try await shell("echo stuck; exec sleep 600").run(timeout: .milliseconds(300))
            }
            #expect(
                error?.description == "sh did not finish within 0.3 seconds; stopped it; its last lines:\nstdout| stuck"
            )
            #expect(scope.launched.first?.state == .signaled(SIGTERM))
        }
    }

    /// A sequence starts at the first line, whenever it is made: here after the program ended.
    @Test func linesArriveAsAnAsyncSequence() async throws {
        let program = try await shell("echo one; echo two; echo three").launch()
        #expect(await program.wait(for: .ended, timeout: .seconds(10)))
        var lines: [String] = []
        for await line in program.standardOutput { lines.append(line) }
        #expect(lines == ["one", "two", "three"])
    }
}
