import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A connected pair of sockets whose far end answers each message after a delay, on a thread of
/// its own (never one of the shared pools the tests wait on): the reader waits on the socket as
/// a client waits on a server.
public final class Relay: Sendable {
    private let near: Int32
    private let far: Int32

    /// A relay whose far end echoes what it reads, `delay` seconds later; nil if the system has
    /// no socket to give.
    public init?(delay: Double) {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else { return nil }
        near = pair[0]
        far = pair[1]
        let far = self.far
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = read(far, &buffer, buffer.count)
                guard count > 0 else { return }
                usleep(useconds_t(delay * 1_000_000))
                _ = write(far, buffer, count)
            }
        }
    }

    deinit {
        close(near)
        close(far)
    }

    /// Sends `message` and waits, without holding a thread, for the echo.
    public func roundTrip(_ message: String) async -> String {
        let bytes = Array(message.utf8)
        _ = write(near, bytes, bytes.count)
        let near = self.near
        return await withCheckedContinuation { continuation in
            let source = DispatchSource.makeReadSource(fileDescriptor: near, queue: DispatchQueue(label: "Relay"))
            source.setEventHandler {
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = read(near, &buffer, buffer.count)
                source.cancel()
                continuation.resume(returning: String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self))
            }
            source.resume()
        }
    }
}
