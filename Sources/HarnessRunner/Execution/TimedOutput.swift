import Foundation
import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// A worker's stdout and stderr as a channel whose every write carries the time it was written:
/// a Unix sequenced-packet socket pair with kernel timestamps (`SO_TIMESTAMPNS`).
///
/// Swift Testing's records travel on a pipe of their own (a line printed on a shared pipe cut
/// them, issue 33), so the pipe's order no longer tells which test a line belongs to. The time
/// does: each `write` the worker makes is one packet, stamped by the kernel as it is queued, on
/// the clock of the records' `instant.since1970` (`CLOCK_REALTIME`). A line a test printed after
/// its start and before its end has a time between the two records', whenever the runner reads
/// it. Packets keep their boundaries and the socket ends when the last writer closes it, as a
/// pipe does.
///
/// ```swift
/// let channel = try TimedOutput.makeChannel()     // child's end on 1 and 2, ours read
/// while let packet = TimedOutput.receive(channel.read, into: &buffer) { … packet.time … }
/// ```
enum TimedOutput {
    /// `SO_TIMESTAMPNS` (and its control message `SCM_TIMESTAMPNS`) on Linux, which Swift's
    /// Glibc module does not export: 35 on every architecture Swift supports on Linux.
    private static let timestampOption: Int32 = 35

    /// One write of the worker's, and when it was made (seconds since 1970; nil if the kernel
    /// gave no time).
    struct Packet {
        var bytes: Data
        var time: Double?
    }

    /// A connected pair, both ends close-on-exec (the child gets its end through dup2); the
    /// runner's end (`read`) stamps what it receives.
    static func makeChannel() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        let (read, write) = try Descriptors.socketPair(SOCK_SEQPACKET)
        var on: Int32 = 1
        guard setsockopt(read, SOL_SOCKET, timestampOption, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            let reason = String(cString: strerror(errno))
            close(read)
            close(write)
            throw SpawnFailure("cannot time a worker's output: \(reason)")
        }
        return (read, write)
    }

    /// The outcome of one receive.
    enum Received {
        case packet(Packet)
        /// Nothing queued now (the descriptor is non-blocking).
        case nothing
        /// Every writer has closed its end.
        case end
    }

    /// Receives the next packet whole (`buffer` grows to its size).
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Received {
        while true {
            // Its size first, so that a long write is never cut to the buffer's.
            let size = recv(descriptor, nil, 0, Int32(MSG_PEEK | MSG_TRUNC | MSG_DONTWAIT))
            if size < 0 {
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK ? .nothing : .end
            }
            if size > buffer.count { buffer = [UInt8](repeating: 0, count: size) }
            var control = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { bytes in
                control.withUnsafeMutableBytes { controlBytes in
                    var vector = iovec(iov_base: bytes.baseAddress, iov_len: bytes.count)
                    return withUnsafeMutablePointer(to: &vector) { vector in
                        var message = msghdr()
                        message.msg_iov = vector
                        message.msg_iovlen = 1
                        message.msg_control = controlBytes.baseAddress
                        message.msg_controllen = controlBytes.count
                        let count = recvmsg(descriptor, &message, Int32(MSG_DONTWAIT))
                        return (count, message.msg_controllen)
                    }
                }
            }
            if count.0 < 0 {
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK ? .nothing : .end
            }
            // A packet of no bytes is what a closed socket reads as.
            guard count.0 > 0 else { return .end }
            return .packet(Packet(bytes: Data(buffer[0..<count.0]), time: time(in: control.prefix(count.1))))
        }
    }

    /// The `SCM_TIMESTAMPNS` time among the control messages: each is a `cmsghdr` (length,
    /// level, type; 16 bytes on 64-bit Linux) followed by its data, a `timespec` here.
    private static func time(in control: ArraySlice<UInt8>) -> Double? {
        let bytes = Array(control)
        var offset = 0
        while offset + 16 <= bytes.count {
            let length = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int.self) }
            let level = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 8, as: Int32.self) }
            let type = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: Int32.self) }
            guard length >= 16 else { return nil }
            if level == SOL_SOCKET, type == timestampOption, offset + 32 <= bytes.count {
                let seconds = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 16, as: Int.self) }
                let nanoseconds = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 24, as: Int.self) }
                return Double(seconds) + Double(nanoseconds) / 1e9
            }
            offset += (length + 7) & ~7
        }
        return nil
    }
}
