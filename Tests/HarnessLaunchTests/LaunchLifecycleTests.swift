import Foundation
import HarnessLaunch
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Stopping, crashing and scopes: `terminate()` escalates, a scope stops what still runs and
/// fails on a crash, folders are removed after success and kept after failure.
@Suite struct LaunchLifecycleTests {
    @Test func terminateSendsSIGTERM() async throws {
        let program = try await shell("exec sleep 30").launch()
        #expect(await program.terminate() == .signaled(SIGTERM))
    }

    @Test func terminateEscalatesToSIGKILLForAProgramIgnoringSIGTERM() async throws {
        var ignoring = shell("trap '' TERM; echo up; exec sleep 30", readiness: .line(containing: "up"))
        ignoring.terminationGrace = .milliseconds(200)
        let program = try await ignoring.launch()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await program.terminate() == .signaled(SIGKILL))
        #expect(clock.now - start >= .milliseconds(200))
    }

    @Test func aScopeStopsWhatStillRunsAndRemovesItsFolder() async throws {
        let (program, root) = try await withLaunchScope { _ in
            let program = try await shell("exec sleep 30").launch()
            return (program, program.workingDirectory.deletingLastPathComponent())
        }
        #expect(program.state == .signaled(SIGTERM))
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test func aCrashFailsTheScopeWithItsSignalAndLastLines() async throws {
        let error = await #expect(throws: LaunchError.self) {
            try await withLaunchScope { _ in
                let program = try await shell("echo serving; kill -SEGV $$").launch()
                #expect(await program.wait(for: .ended, timeout: .seconds(10)))
            }
        }
        #expect(error?.description == "sh crashed: killed by signal 11 (SIGSEGV); its last lines:\nstdout| serving")
    }

    @Test func aSignalTheTestSentIsNoCrash() async throws {
        try await withLaunchScope { _ in
            let program = try await shell("exec sleep 30").launch()
            program.send(signal: SIGKILL)
            #expect(await program.wait(for: .ended, timeout: .seconds(10)))
            #expect(program.state == .signaled(SIGKILL))
        }
    }

    @Test func aFailedScopeKeepsTheFolderNamedAfterItWithTheOutput() async throws {
        struct Failure: Error {}
        let scope = LaunchScope(name: "NotesTests.survive()")
        let program = try await LaunchScope.$current.withValue(scope) {
            try await shell("echo hello; echo oops >&2; exec sleep 30", readiness: .line(containing: "oops")).launch()
        }
        let base = program.workingDirectory.deletingLastPathComponent().deletingLastPathComponent()
        await scope.end(failed: true)
        let kept = base.appendingPathComponent(
            "NotesTests_survive__." + program.workingDirectory.deletingLastPathComponent().lastPathComponent)
        defer { try? FileManager.default.removeItem(at: kept) }
        #expect(try String(contentsOf: kept.appendingPathComponent("stdout.log"), encoding: .utf8) == "hello")
        #expect(try String(contentsOf: kept.appendingPathComponent("stderr.log"), encoding: .utf8) == "oops")
    }

    @Test func withoutAScopeTheFolderGoesWithTheProgram() async throws {
        let root: URL
        do {
            let program = try await shell("exit 0").launch()
            #expect(await program.wait(for: .ended, timeout: .seconds(10)))
            root = program.workingDirectory.deletingLastPathComponent()
            #expect(FileManager.default.fileExists(atPath: root.path))
        }
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test func eachLaunchHasAFreshWorkingDirectoryAndHome() async throws {
        let first = try await shell("pwd; echo \"$HOME\"").run()
        let second = try await shell("pwd; echo \"$HOME\"").run()
        let firstLines = first.standardOutput.split(separator: "\n")
        #expect(firstLines.count == 2)
        #expect(firstLines.first?.hasSuffix("/work") == true)
        #expect(firstLines.last?.hasSuffix("/home") == true)
        #expect(first.standardOutput != second.standardOutput)
    }
}
