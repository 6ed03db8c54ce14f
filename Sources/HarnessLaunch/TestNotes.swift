import CHarnessLaunch
import Foundation
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Where the launcher's lines about a running test go: to the runner as a ``TestNoteRecord``
/// naming the test, when the runner gave this process a notes channel (a Swift Testing worker,
/// whose tests run side by side: ``TestNoteRecord/descriptor``), else to standard error, as
/// under `swift test`.
///
/// The test is the one running the calling task (``CurrentTest``), never guessed from when the
/// line was written: a test running beside it never gets its notes (issue 33).
///
/// ```swift
/// TestNotes.write("kept Beacon's launch folder and output: \(path)")   // "HarnessLaunch: …"
/// ```
enum TestNotes {
    /// The channel's descriptor, found once; nil without one.
    private static let channel: Int32? = {
        let descriptor = TestNoteRecord.descriptor
        return isRunnersChannel(descriptor) ? descriptor : nil
    }()

    /// Whether `descriptor` is the runner's notes channel: a sequenced-packet socket whose other
    /// end this process's parent made. No variable says so (it would reach every process a test
    /// starts); a process a test started, or an exit test's child, has another parent.
    static func isRunnersChannel(_ descriptor: Int32) -> Bool {
        var type: Int32 = 0
        var typeSize = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_TYPE, &type, &typeSize) == 0,
            type == Int32(SOCK_SEQPACKET.rawValue)
        else { return false }
        return harness_launch_socket_peer(descriptor) == getppid()
    }

    /// Writes `line` (without its line end) as the launcher's, for the running test.
    static func write(_ line: String) {
        let text = "HarnessLaunch: \(line)\n"
        if let channel, let test = CurrentTest.identifier,
            // Encoding two strings cannot fail.
            let packet = try? TestNoteRecord(test: test, text: text).encoded(), send(packet, on: channel)
        {
            return
        }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Sends one packet whole; false if the channel refused it (the line then goes to
    /// standard error, so it is never lost).
    private static func send(_ packet: Data, on descriptor: Int32) -> Bool {
        packet.withUnsafeBytes { bytes in
            while true {
                let sent = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                return sent == bytes.count
            }
        }
    }
}
