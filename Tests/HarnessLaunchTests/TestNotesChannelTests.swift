import CHarnessLaunch
import Foundation
import Testing

@testable import HarnessLaunch

#if canImport(Glibc)
    import Glibc
#endif

/// The launcher takes a descriptor for the runner's notes channel only when it is a
/// sequenced-packet socket its parent made: a socket this process made itself (as a test, or an
/// exit test's parent, would), a pipe or a closed descriptor is none, so its lines go to
/// standard error. (That the runner's channel is recognized, FunctionalOutputEndToEndTests.)
@Suite struct TestNotesChannelTests {
    @Test func aSocketThisProcessMadeIsNotTheRunners() {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair) == 0)
        defer { for descriptor in pair { close(descriptor) } }
        #expect(harness_launch_socket_peer(pair[0]) == getpid())
        #expect(!TestNotes.isRunnersChannel(pair[0]))
    }

    @Test func aPipeOrAClosedDescriptorIsNotTheRunners() {
        var pair: [Int32] = [0, 0]
        #expect(pipe(&pair) == 0)
        defer { for descriptor in pair { close(descriptor) } }
        #expect(!TestNotes.isRunnersChannel(pair[1]))
        #expect(!TestNotes.isRunnersChannel(-1))
    }
}
