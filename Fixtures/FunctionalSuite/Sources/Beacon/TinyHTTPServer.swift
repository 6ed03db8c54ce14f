import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP/1.0 server on 127.0.0.1 for the fixture: one GET per connection, each on a thread of
/// its own (so a hanging route hangs only its request). It runs until the process ends.
final class TinyHTTPServer: Sendable {
    typealias Handler = @Sendable (String) -> (status: Int, body: String)

    struct Failure: Error {
        var message: String
    }

    let port: UInt16
    private let listener: Int32
    private let handler: Handler

    init(port: UInt16, handler: @escaping Handler) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            throw Failure(message: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.handler = handler
    }

    func start() {
        let listener = self.listener
        let handler = self.handler
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { continue }
                Thread.detachNewThread { Self.serve(connection, handler: handler) }
            }
        }
    }

    private static func serve(_ connection: Int32, handler: Handler) {
        defer { close(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while request.count < 8192, !String(decoding: request, as: UTF8.self).contains("\r\n\r\n") {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            request += buffer[0..<count]
        }
        let parts = String(decoding: request, as: UTF8.self).split(separator: " ")
        let (status, body) = parts.count >= 2 && parts[0] == "GET" ? handler(String(parts[1])) : (400, "bad request\n")
        let response = Array("HTTP/1.0 \(status) X\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        _ = response.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
