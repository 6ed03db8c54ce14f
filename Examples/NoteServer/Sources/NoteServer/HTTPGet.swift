import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// GETs a URL on 127.0.0.1 with a bounded wait, off the main actor.
///
/// ```swift
/// let body = try await HTTPGet.body(of: "http://127.0.0.1:8421/config", timeout: 5)
/// ```
enum HTTPGet {
    /// The body of a 200 response from `url` (`http://127.0.0.1:<port>/<path>` only).
    static func body(of url: String, timeout: Int) async throws -> Data {
        guard let parsed = URL(string: url), parsed.scheme == "http", parsed.host == "127.0.0.1", let port = parsed.port else {
            throw SocketError.notLoopback(url)
        }
        let path = parsed.path.isEmpty ? "/" : parsed.path
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try fetch(port: UInt16(port), path: path, timeout: timeout) })
            }
        }
    }

    private static func fetch(port: UInt16, path: String, timeout: Int) throws -> Data {
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard connection >= 0 else { throw SocketError.failed("socket", errno) }
        defer { close(connection) }
        SocketAddress.setTimeouts(connection, seconds: timeout)
        var address = SocketAddress.loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw SocketError.failed("connect to 127.0.0.1:\(port)", errno) }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard write(connection, request, request.count) == request.count else { throw SocketError.failed("write", errno) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while response.count < 1 << 20 {
            let count = read(connection, &buffer, buffer.count)
            if count < 0 { throw SocketError.failed("read from 127.0.0.1:\(port)", errno) }
            if count == 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw SocketError.failed("parse response", EPROTO) }
        let statusLine = String(decoding: response[..<split.lowerBound], as: UTF8.self).split(separator: "\r\n").first ?? ""
        guard statusLine.split(separator: " ").dropFirst().first == "200" else {
            throw SocketError.failed("GET \(path) (\(statusLine))", EPROTO)
        }
        return Data(response[split.upperBound...])
    }
}
