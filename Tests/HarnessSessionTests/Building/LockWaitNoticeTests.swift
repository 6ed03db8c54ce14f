import Testing

@testable import HarnessRunner
@testable import HarnessSession

@Suite("LockWaitNotice: what a SwiftPM command meets at its scratch folder's lock")
struct LockWaitNoticeTests {
    /// `harness` is 500, started by 400 (`swift package … harness test`), started by 1.
    let own: Int32 = 500
    let ownAncestry: [Int32] = [400, 1]

    func decide(_ holder: LockHolder?) -> LockWaitNotice {
        LockWaitNotice.decide(holder: holder, scratchPath: "/p/.build", ownProcessID: own, ownAncestry: ownAncestry)
    }

    @Test("nobody holds it: nothing to say")
    func free() {
        #expect(decide(nil) == .free)
    }

    @Test("the command harness started holds it, directly or through a child of its own")
    func heldByOwnChild() {
        #expect(
            decide(LockHolder(processID: 600, commandLine: "swift-build", ancestry: [500, 400, 1])) == .heldByOwnChild)
        #expect(
            decide(LockHolder(processID: 700, commandLine: "swift-build", ancestry: [600, 500, 400, 1]))
                == .heldByOwnChild)
    }

    @Test("another command holds it: one notice naming the lock, the PID and its command line")
    func waits() {
        let holder = LockHolder(processID: 4242, commandLine: "/usr/bin/swift-build --build-tests", ancestry: [30, 1])
        #expect(
            decide(holder)
                == .waits(
                    notice: """
                        Waiting for SwiftPM's lock on '/p/.build', held by PID 4242 (/usr/bin/swift-build \
                        --build-tests); \
                        harness goes on when that command ends
                        """))
    }

    @Test(
        "its own parent or grandparent holds it: an error at once, since the wait would never end",
        arguments: [Int32(400), 1])
    func deadlocks(ancestor: Int32) throws {
        let holder = LockHolder(processID: ancestor, commandLine: "swift-package harness test", ancestry: [])
        guard case .deadlocks(let message) = decide(holder) else {
            Issue.record("expected an error, got \(decide(holder))")
            return
        }
        #expect(
            message.hasPrefix(
                "SwiftPM's lock on '/p/.build' is held by PID \(ancestor) (swift-package harness test), which "
                    + "started this harness"
            ))
        #expect(message.contains("--built-products"))
    }

    @Test("a long command line is cut; an unreadable one leaves the PID alone")
    func describesHolder() {
        let long = String(repeating: "x", count: 300)
        #expect(
            LockWaitNotice.describe(LockHolder(processID: 7, commandLine: long, ancestry: []))
                == "PID 7 (\(String(repeating: "x", count: 157))...)")
        #expect(LockWaitNotice.describe(LockHolder(processID: 7, commandLine: "", ancestry: [])) == "PID 7")
    }
}
