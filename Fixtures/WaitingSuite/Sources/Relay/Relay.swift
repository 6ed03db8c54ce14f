import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A connected pair of sockets whose far end answers each message after a delay, on a thread of
/// its own (never one of the shared pools the tests wait on): the reader waits on the socket as
/// a client waits on a server.
public final class Relay: Sendable {
    private let near: Int32

    /// A relay whose far end echoes what it reads, `delay` seconds later; nil if the system has
    /// no socket to give.
    public init?(delay: Double) {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else { return nil }
        near = pair[0]
        let far = pair[1]
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 64)
            // The far end is this thread's to close, once the near end is closed: closed
            // elsewhere, its number could be reused by the next relay while this thread still
            // reads it, and steal that relay's message.
            while true {
                let count = read(far, &buffer, buffer.count)
                guard count > 0 else {
                    close(far)
                    return
                }
                usleep(useconds_t(delay * 1_000_000))
                _ = write(far, buffer, count)
            }
        }
    }

    deinit {
        close(near)
    }

    /// Sends `message` and waits for the echo, reading on a thread of its own: the test's task is
    /// suspended meanwhile, as one waiting on a server's reply is.
    public func roundTrip(_ message: String) async -> String {
        let bytes = Array(message.utf8)
        _ = write(near, bytes, bytes.count)
        let near = self.near
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = read(near, &buffer, buffer.count)
                continuation.resume(returning: String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self))
            }
        }
    }
}
