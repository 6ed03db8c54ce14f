import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The notes API from outside, over a plain socket: what a user's client would send.
struct NotesClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the server listens (`LaunchedProgram.baseURL`).
    let baseURL: URL

    /// `GET /notes`: one summary a line.
    func notes() throws -> [String] {
        try request("GET", "/notes").split(separator: "\n").map(String.init)
    }

    /// `POST /notes`: adds a note, returns its summary.
    @discardableResult
    func add(title: String, body: String) throws -> String {
        try request("POST", "/notes", body: "\(title)\n\(body)").trimmingCharacters(in: .newlines)
    }

    private func request(_ method: String, _ path: String, body: String = "") throws -> String {
        guard let port = baseURL.port else { throw Failure(description: "no port in \(baseURL)") }
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
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
        let message = Array("\(method) \(path) HTTP/1.0\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        _ = message.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            response += buffer[0..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.0 200"), let split = text.range(of: "\r\n\r\n") else {
            throw Failure(description: "\(method) \(path) failed: \(text)")
        }
        return String(text[split.upperBound...])
    }
}
