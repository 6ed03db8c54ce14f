import Foundation
import HarnessLaunch
import HarnessWire
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A program launched outside any scope under Harness's XCTest (``TestEndActions`` bound, as
/// Harness's XCTest binds it around a test; this test process links it, so its C hook is
/// there) ends with the running test; the Swift Testing trait gives each test a scope.
@Suite struct TestEndScopeTests {
    static let test = TestIdentifier(module: "M", className: "ServerTests", method: "testHealth")

    /// Runs the test's end actions as Harness's XCTest does: on a thread of their own, which
    /// they block while the programs stop.
    static func endTheTest(_ actions: TestEndActions, failed: Bool = false) async -> [String] {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: actions.run(testFailed: failed)) }
        }
    }

    @Test func aProgramLaunchedOutsideAScopeIsStoppedWhenTheXCTestEnds() async throws {
        let actions = TestEndActions(test: Self.test)
        let program = try await TestEndActions.$current.withValue(actions) {
            try await shell("exec sleep 600").launch(in: nil)
        }
        #expect(program.state == .running)
        #expect(await Self.endTheTest(actions).isEmpty)
        #expect(program.state == .signaled(SIGTERM))
        #expect(!FileManager.default.fileExists(atPath: program.workingDirectory.path))
    }

    @Test func itsCrashFailsTheXCTestButARunsDoesNot() async throws {
        let actions = TestEndActions(test: Self.test)
        let run = try await TestEndActions.$current.withValue(actions) {
            let program = try await shell("echo serving; kill -SEGV $$").launch(in: nil)
            #expect(await program.wait(for: .ended, timeout: .seconds(10)))
            return try await shell("kill -SEGV $$").run()
        }
        #expect(run.state == .signaled(SIGSEGV))
        let failures = await Self.endTheTest(actions)
        #expect(failures == ["sh crashed: killed by signal 11 (SIGSEGV); its last lines:\nstdout| serving"])
    }

    @Test func theTraitStopsWhatTheTestLeftRunning() async throws {
        let test = try #require(Test.current)
        let launched = LaunchedBox()
        try await LaunchScopeTrait().provideScope(for: test, testCase: nil) {
            launched.program = try await shell("exec sleep 600").launch()
        }
        #expect(launched.program?.state == .signaled(SIGTERM))
    }

    /// The program a trait's scope launched, handed out of its `@Sendable` body.
    final class LaunchedBox: @unchecked Sendable {
        // @unchecked: written inside the body, read after `provideScope` returned.
        var program: LaunchedProgram?
    }
}
