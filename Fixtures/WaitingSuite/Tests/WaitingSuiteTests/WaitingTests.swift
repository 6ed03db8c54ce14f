import Foundation
import Relay
import Testing

// Forty tests of ~0.1 s each that spend it waiting: 4 s one at a time, a fraction of that side by side.

@Suite struct TimerTests {
    @Test func waits0() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(0 + 1 == 1)
    }

    @Test func waits1() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(1 + 1 == 2)
    }

    @Test func waits2() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(2 + 1 == 3)
    }

    @Test func waits3() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(3 + 1 == 4)
    }

    @Test func waits4() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(4 + 1 == 5)
    }

    @Test func waits5() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(5 + 1 == 6)
    }

    @Test func waits6() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(6 + 1 == 7)
    }

    @Test func waits7() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(7 + 1 == 8)
    }

    @Test func waits8() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(8 + 1 == 9)
    }

    @Test func waits9() async throws {
        try await Task.sleep(for: .milliseconds(100))
        #expect(9 + 1 == 10)
    }
}

@Suite struct SocketTests {
    @Test func waits0() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 0") == "SocketTests 0")
    }

    @Test func waits1() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 1") == "SocketTests 1")
    }

    @Test func waits2() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 2") == "SocketTests 2")
    }

    @Test func waits3() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 3") == "SocketTests 3")
    }

    @Test func waits4() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 4") == "SocketTests 4")
    }

    @Test func waits5() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 5") == "SocketTests 5")
    }

    @Test func waits6() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 6") == "SocketTests 6")
    }

    @Test func waits7() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 7") == "SocketTests 7")
    }

    @Test func waits8() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 8") == "SocketTests 8")
    }

    @Test func waits9() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("SocketTests 9") == "SocketTests 9")
    }
}

@Suite struct MixedWaitTests {
    @Test func waits0() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("0") == "0")
    }

    @Test func waits1() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("1") == "1")
    }

    @Test func waits2() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("2") == "2")
    }

    @Test func waits3() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("3") == "3")
    }

    @Test func waits4() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("4") == "4")
    }

    @Test func waits5() async throws {
        try await Task.sleep(for: .milliseconds(50))
        // Dies halfway through the wait of the tests beside it (they started with it and wait
        // 100 ms), so they are still running: dying at the end raced their own ends.
        if ProcessInfo.processInfo.environment["WAITING_SUITE_CRASH"] == "1" {
            fatalError("WaitingSuite crashes on purpose")
        }
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("5") == "5")
    }

    @Test func waits6() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("6") == "6")
    }

    @Test func waits7() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("7") == "7")
    }

    @Test func waits8() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("8") == "8")
    }

    @Test func waits9() async throws {
        try await Task.sleep(for: .milliseconds(50))
        let relay = try #require(Relay(delay: 0.05))
        #expect(await relay.roundTrip("9") == "9")
    }
}

@Suite struct ReplyTests {
    @Test func waits0() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 0") == "ReplyTests 0")
    }

    @Test func waits1() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 1") == "ReplyTests 1")
    }

    @Test func waits2() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 2") == "ReplyTests 2")
    }

    @Test func waits3() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 3") == "ReplyTests 3")
    }

    @Test func waits4() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 4") == "ReplyTests 4")
    }

    @Test func waits5() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 5") == "ReplyTests 5")
    }

    @Test func waits6() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 6") == "ReplyTests 6")
    }

    @Test func waits7() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 7") == "ReplyTests 7")
    }

    @Test func waits8() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 8") == "ReplyTests 8")
    }

    @Test func waits9() async throws {
        let relay = try #require(Relay(delay: 0.1))
        #expect(await relay.roundTrip("ReplyTests 9") == "ReplyTests 9")
    }
}
