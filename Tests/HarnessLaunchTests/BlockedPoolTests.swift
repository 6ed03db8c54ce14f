import Foundation
import HarnessLaunch
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The launcher's time-outs and its SIGTERM → SIGKILL escalation do not ride Swift's
/// cooperative pool: a suite whose tasks block every pool thread still sees a stubborn
/// program killed on time.
@Suite(.serialized) struct BlockedPoolTests {
    /// Whether process `pid` is gone (killed and reaped by its exit watcher's thread).
    static func isGone(_ pid: Int32) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    /// Blocks the cooperative pool's threads (one task more than it has threads, one a core:
    /// the first ones hold every thread for `seconds`) and returns, from each, whether `pid`
    /// was gone by then.
    static func blockThePool(seconds: UInt32, checking pid: Int32) async -> [Bool] {
        let tasks = ProcessInfo.processInfo.activeProcessorCount + 1
        return await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    sleep(seconds)  // blocks this pool thread on purpose
                    return isGone(pid)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test func theEscalationToSIGKILLFiresWhileThePoolIsBlocked() async throws {
        // The shell reports SIGTERM and goes on; its sleep cannot hold the output open.
        var stubborn = shell(
            "trap 'echo term' TERM; echo up; sleep 60 >/dev/null 2>&1 & while :; do wait; done",
            readiness: .line(containing: "up"))
        stubborn.terminationGrace = .milliseconds(200)
        let program = try await stubborn.launch()
        let stopping = Task { await program.terminate() }
        try await program.waitForLine(containing: "term", timeout: .seconds(10))
        // SIGTERM was sent and the escalation is armed: 200 ms from now, on no pool thread.
        let gone = await Self.blockThePool(seconds: 1, checking: program.processIdentifier)
        #expect(gone.allSatisfy { $0 }, "still running after 1 s with the pool blocked: \(gone)")
        #expect(await stopping.value == .signaled(SIGKILL))
    }

    @Test func aRunsTimeOutStopsItWhileThePoolIsBlocked() async throws {
        let program = try await shell("echo up; exec sleep 60").launch()
        // `waitForExit` arms its stop before it first suspends: once the task said it entered,
        // the stop is armed or its task holds a thread until it is.
        let (entered, enteredContinuation) = AsyncStream.makeStream(of: Void.self)
        let waiting = Task {
            enteredContinuation.yield()
            return try await program.waitForExit(timeout: .milliseconds(300))
        }
        for await _ in entered { break }
        let gone = await Self.blockThePool(seconds: 1, checking: program.processIdentifier)
        #expect(gone.allSatisfy { $0 }, "still running after 1 s with the pool blocked: \(gone)")
        await #expect(throws: LaunchError.self) { try await waiting.value }
    }
}
