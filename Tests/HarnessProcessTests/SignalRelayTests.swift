import Foundation
import HarnessProcess
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Signals sent to this process reach the newest relay, once each; a stopped relay hands them
/// back to the one beneath. (Serialized: the tests signal their own process.)
@Suite(.serialized) struct SignalRelayTests {
    /// What a relay heard, and a way to wait for it.
    final class Heard: Sendable {
        private let numbers = Mutex<[Int32]>([])
        private let arrived = DispatchSemaphore(value: 0)

        func record(_ number: Int32) {
            numbers.withLock { $0.append(number) }
            arrived.signal()
        }

        /// Waits for the next signal heard (at most ten seconds).
        func next() -> Bool { arrived.wait(timeout: .now() + 10) == .success }

        var all: [Int32] { numbers.withLock { $0 } }
    }

    @Test func sigtermAndSigintReachTheRelayOnceEach() throws {
        let heard = Heard()
        let relay = SignalRelay([SIGTERM, SIGINT, SIGHUP]) { heard.record($0) }
        defer { relay.stop() }
        #expect(relay.observed == [SIGTERM, SIGINT, SIGHUP])
        for number in [SIGTERM, SIGINT, SIGHUP] {
            kill(getpid(), number)
            try #require(heard.next(), "signal \(number) never arrived")
        }
        // SIGHUP was sent last and arrived: any second delivery of the others came before it.
        #expect(heard.all == [SIGTERM, SIGINT, SIGHUP])
    }

    @Test func theNewestRelayHearsASignalAndTheOneBeneathAfterItStops() throws {
        let beneath = Heard()
        let lower = SignalRelay([SIGINT]) { beneath.record($0) }
        defer { lower.stop() }
        let above = Heard()
        let upper = SignalRelay([SIGINT]) { above.record($0) }
        kill(getpid(), SIGINT)
        try #require(above.next())
        upper.stop()
        kill(getpid(), SIGINT)
        try #require(beneath.next())
        #expect(above.all == [SIGINT])
        #expect(beneath.all == [SIGINT])
    }

    @Test func aSignalWithAHandlerOfTheProcesssOwnIsLeftToIt() {
        // SIGWINCH: no other test of this process touches it.
        let previous = signal(SIGWINCH, SignalRelayTests.ownHandler)
        defer { signal(SIGWINCH, previous) }
        let relay = SignalRelay([SIGWINCH, SIGTERM]) { _ in }
        defer { relay.stop() }
        #expect(relay.observed == [SIGTERM])
        #expect(SignalDisposition.current(of: SIGWINCH) == .applicationHandler)
    }

    private static let ownHandler: @convention(c) (Int32) -> Void = { _ in }
}
