import Foundation
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// The launcher's ready channel, when the app was launched by one (a functional test): the
/// descriptor named by `LaunchVariable.readyFileDescriptor`, on which the app writes one
/// ``LaunchReadyRecord`` line once its launch finished, then closes it.
///
/// The launcher hands a socket (a pipe works too). Claimed at start: the descriptor becomes close-on-exec, so a process the app starts during
/// its launch cannot hold the channel open (the launcher reads its end of file as "exited
/// before ready").
struct ReadyAnnouncement: Sendable {
    let descriptor: Int32

    /// The channel `environment` names, claimed; nil when there is none (a launch by hand).
    init?(environment: [String: String]) {
        guard let value = environment[LaunchVariable.readyFileDescriptor.name], let descriptor = Int32(value),
            descriptor > 2, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
        else { return nil }
        self.descriptor = descriptor
    }

    /// Writes the ready record and closes the channel. A launcher that went away is no error:
    /// the app runs on.
    func announce(processIdentifier: Int32, addresses: [String]) {
        defer { close(descriptor) }
        let record = LaunchReadyRecord(processIdentifier: processIdentifier, addresses: addresses)
        // Encoding a number and addresses cannot fail.
        guard let line = try? record.encodedLine() else { return }
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let start = bytes.baseAddress.map { $0 + offset }
                // A socket (the launcher's end gone) must not kill the app with SIGPIPE.
                var written = send(descriptor, start, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0, errno == ENOTSOCK { written = write(descriptor, start, bytes.count - offset) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
