import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A GET over a plain socket (no FoundationNetworking): the status and the body.
enum HTTPClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func get(_ path: String, from baseURL: URL?, timeoutSeconds: Int = 10) throws -> (status: Int, body: String) {
        guard let baseURL, let port = baseURL.port else { throw Failure(description: "no base URL") }
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(connection) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to \(baseURL)") }
        let request = Array("GET \(path) HTTP/1.0\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count < 0 { throw Failure(description: "no answer to GET \(path) within \(timeoutSeconds) s") }
            if count == 0 { break }
            response += buffer[0..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n"), let status = Int(text.split(separator: " ").dropFirst().first ?? "")
        else { throw Failure(description: "no HTTP answer to GET \(path): '\(text)'") }
        return (status, String(text[split.upperBound...]))
    }
}
