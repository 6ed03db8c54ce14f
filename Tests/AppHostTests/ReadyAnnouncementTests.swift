import Foundation
import HarnessWire
import Testing

@testable import AppHost

#if canImport(Glibc)
    import Glibc
#endif

/// The ready channel: an app launched by a functional test writes one ready record with its
/// addresses on the descriptor the launcher named, then closes it; without one, nothing.
@Suite struct ReadyAnnouncementTests {
    @Test func writesOneRecordWithTheAddressesThenCloses() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        let announcement = try #require(
            ReadyAnnouncement(environment: [LaunchVariable.readyFileDescriptor.name: String(pair[1])]))
        #expect(fcntl(pair[1], F_GETFD) & FD_CLOEXEC != 0)
        announcement.announce(processIdentifier: 42, addresses: ["http://127.0.0.1:40123"])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pair[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }  // end of file: the app closed its end
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        #expect(text == #"{"addresses":["http://127.0.0.1:40123"],"processIdentifier":42,"version":1}"# + "\n")
        #expect(
            try LaunchReadyRecord.decodeLine(text.dropLast())
                == LaunchReadyRecord(processIdentifier: 42, addresses: ["http://127.0.0.1:40123"]))
    }

    @Test(arguments: [
        [:], [LaunchVariable.readyFileDescriptor.name: "x"], [LaunchVariable.readyFileDescriptor.name: "1"],
    ])
    func noUsableChannelMeansNoAnnouncement(environment: [String: String]) {
        #expect(ReadyAnnouncement(environment: environment) == nil)
    }

    @Test func aRecordOfAnotherVersionIsRejected() {
        #expect(throws: WireFormatError.unsupportedVersion(found: 2, expected: 1)) {
            try LaunchReadyRecord.decodeLine(#"{"addresses":[],"processIdentifier":1,"version":2}"#)
        }
    }
}
