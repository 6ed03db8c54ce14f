import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately small HTTP/1.0 server on 127.0.0.1 only: one request (GET, or POST with a
/// `Content-Length` body) per connection, bounded request size and read time, a polling accept
/// loop that stops within 200 ms.
///
/// ```swift
/// let server = try LocalHTTPServer { request in request.path == "/health" ? (200, Data("ok".utf8)) : (404, Data()) }
/// server.start()
/// print(server.port)     // the ephemeral port the kernel chose
/// server.stop()
/// ```
final class LocalHTTPServer: @unchecked Sendable {
    // @unchecked: `isRunning` is guarded by `lock`; the descriptor is immutable.

    /// One request: its method, its path and its body (empty for a GET).
    struct Request: Sendable {
        var method: String
        var path: String
        var body: Data
    }

    /// Answers a request with a status and a body.
    typealias Handler = @Sendable (Request) -> (status: Int, body: Data)

    /// The port it listens on (127.0.0.1).
    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var isRunning = false
    private let stopped = DispatchSemaphore(value: 0)

    /// Binds 127.0.0.1:`port` (0 for any free port) and listens; ``start()`` accepts.
    init(port: UInt16 = 0, handler: @escaping Handler) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw SocketError.failed("socket", errno) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = SocketAddress.loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            let code = errno
            close(listener)
            throw SocketError.failed("bind 127.0.0.1:\(port)", code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        self.port = UInt16(bigEndian: actual.sin_port)
        self.handler = handler
    }

    deinit {
        close(listener)
    }

    /// Starts accepting on a thread of its own.
    func start() {
        lock.withLock { isRunning = true }
        Thread.detachNewThread { [self] in
            acceptLoop()
            stopped.signal()
        }
    }

    /// Stops accepting and waits (at most a poll interval) for the accept loop to end.
    func stop() {
        let wasRunning = lock.withLock {
            defer { isRunning = false }
            return isRunning
        }
        if wasRunning { _ = stopped.wait(timeout: .now() + 2) }
    }

    private var shouldRun: Bool { lock.withLock { isRunning } }

    private func acceptLoop() {
        while shouldRun {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 200) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            DispatchQueue.global().async { [handler] in
                Self.serve(connection, handler: handler)
            }
        }
    }

    /// Reads one request (at most 8 KiB, 2 s), answers it, closes the connection.
    private static func serve(_ connection: Int32, handler: Handler) {
        defer { close(connection) }
        SocketAddress.setTimeouts(connection, seconds: 2)
        var request = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        let separator = Data("\r\n\r\n".utf8)
        while request.count < 8192, !request.contains(separator) || request.count < expectedLength(of: request) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            request.append(contentsOf: buffer[0..<count])
        }
        let headEnd = request.range(of: separator)
        let head = String(decoding: request[..<(headEnd?.lowerBound ?? request.endIndex)], as: UTF8.self)
        let parts = (head.split(separator: "\r\n").first ?? "").split(separator: " ")
        let (status, body) =
            parts.count >= 2 && ["GET", "POST"].contains(parts[0])
            ? handler(
                Request(
                    method: String(parts[0]), path: String(parts[1]),
                    body: headEnd.map { Data(request[$0.upperBound...]) } ?? Data()))
            : (400, Data("bad request\n".utf8))
        var response = Data("HTTP/1.0 \(status) \(status == 200 ? "OK" : "Error")\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
        response.append(body)
        response.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(connection, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The whole request's length once its head is in: the head, the blank line and the
    /// `Content-Length` body (0 until the head is complete).
    private static func expectedLength(of request: Data) -> Int {
        guard let end = request.range(of: Data("\r\n\r\n".utf8)) else { return 0 }
        let head = String(decoding: request[..<end.lowerBound], as: UTF8.self).lowercased()
        let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return end.upperBound - request.startIndex + length
    }
}
