import Foundation
import HarnessLaunch
import HarnessProcess
import HarnessWire
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Stopping, crashing and scopes: `terminate()` escalates, a scope stops what still runs and
/// fails on a crash, folders are removed after success and kept after failure.
@Suite struct LaunchLifecycleTests {
    @Test func terminateSendsSIGTERM() async throws {
        let program = try await shell("exec sleep 600").launch()
        #expect(await program.terminate() == .signaled(SIGTERM))
    }

    @Test func terminateEscalatesToSIGKILLForAProgramIgnoringSIGTERM() async throws {
        var ignoring = shell("trap '' TERM; echo up; exec sleep 600", readiness: .line(containing: "up"))
        ignoring.terminationGrace = .milliseconds(200)
        let program = try await ignoring.launch()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await program.terminate() == .signaled(SIGKILL))
        #expect(clock.now - start >= .milliseconds(200))
    }

    @Test func aScopeStopsWhatStillRunsAndRemovesItsFolder() async throws {
        let (program, root) = try await withLaunchScope { _ in
            let program = try await shell("exec sleep 600").launch()
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
            let program = try await shell("exec sleep 600").launch()
            program.send(signal: SIGKILL)
            #expect(await program.wait(for: .ended, timeout: .seconds(10)))
            #expect(program.state == .signaled(SIGKILL))
        }
    }

    /// Kept where `harness test` looks for it (``KeptLaunchFolder``: this process's folder),
    /// naming the running Swift Testing test in full.
    @Test func aFailedScopeKeepsTheFolderForItsTestWithTheOutput() async throws {
        let scope = LaunchScope(name: "survive()")
        let program = try await LaunchScope.$current.withValue(scope) {
            try await shell("echo hello; echo oops >&2; exec sleep 600", readiness: .line(containing: "oops")).launch()
        }
        let launch = program.workingDirectory.deletingLastPathComponent()
        await scope.end(failed: true)
        let started = try #require(ProcFile.startTime(of: getpid()))
        let kept = URL(
            fileURLWithPath: KeptLaunchFolder.directory(
                base: launch.deletingLastPathComponent().path, processIdentifier: getpid(), startTime: started)
        ).appendingPathComponent(launch.lastPathComponent)
        defer { try? FileManager.default.removeItem(at: kept) }
        #expect(!FileManager.default.fileExists(atPath: launch.path))
        #expect(try String(contentsOf: kept.appendingPathComponent("stdout.log"), encoding: .utf8) == "hello")
        #expect(try String(contentsOf: kept.appendingPathComponent("stderr.log"), encoding: .utf8) == "oops")
        #expect(
            try String(contentsOf: kept.appendingPathComponent(KeptLaunchFolder.testFile), encoding: .utf8)
                == "HarnessLaunchTests.LaunchLifecycleTests/aFailedScopeKeepsTheFolderForItsTestWithTheOutput()\n")
    }

    /// Outside a Swift Testing test (a detached task has no current test) the scope's name is
    /// the test (an XCTest test passes its `name`, `Class.method`).
    @Test func outsideASwiftTestingTestTheScopeNamesItsTestByName() async {
        let test = await Task.detached { LaunchScope(name: "ChatterTests.testCrash").test }.value
        #expect(test == "ChatterTests.testCrash")
        #expect(LaunchScope(name: "x").test.hasSuffix("/outsideASwiftTestingTestTheScopeNamesItsTestByName()"))
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
