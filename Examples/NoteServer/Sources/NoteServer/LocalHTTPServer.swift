import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately small HTTP/1.0 server on 127.0.0.1 only: one GET per connection, bounded
/// request size and read time, a polling accept loop that stops within 200 ms.
///
/// ```swift
/// let server = try LocalHTTPServer { path in path == "/health" ? (200, Data("ok".utf8)) : (404, Data()) }
/// server.start()
/// print(server.port)     // the ephemeral port the kernel chose
/// server.stop()
/// ```
final class LocalHTTPServer: @unchecked Sendable {
    // @unchecked: `isRunning` is guarded by `lock`; the descriptor is immutable.

    /// Answers a request path with a status and a body.
    typealias Handler = @Sendable (String) -> (status: Int, body: Data)

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
        while request.count < 8192, !request.contains(Data("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            request.append(contentsOf: buffer[0..<count])
        }
        let firstLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = firstLine.split(separator: " ")
        let (status, body) = parts.count >= 2 && parts[0] == "GET" ? handler(String(parts[1])) : (400, Data("bad request\n".utf8))
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
}
