import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Asks a program that is not built on AppHost whether it is ready, from outside: a TCP
/// connection to `127.0.0.1:port`, or an HTTP `GET` that must answer 2xx.
///
/// This is the one place the launcher retries on a clock: nothing tells another process when a
/// socket starts listening. The attempts are 10 ms apart and stop when the task is cancelled
/// (the program ended, or the time-out came).
enum ReadinessProbe: Sendable {
    case tcp(port: Int)
    case http(port: Int, path: String)

    /// The address the probe reaches.
    var url: String {
        switch self {
        case .tcp(let port), .http(let port, _): "http://127.0.0.1:\(port)"
        }
    }

    /// Tries until the program answers (true) or the task is cancelled (false).
    func waitUntilAnswered() async -> Bool {
        while !Task.isCancelled {
            if answers() { return true }
            // Thrown only when cancelled, which the loop's condition then ends.
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// One attempt.
    func answers() -> Bool {
        switch self {
        case .tcp(let port):
            guard let socket = Self.connect(port: port) else { return false }
            close(socket)
            return true
        case .http(let port, let path):
            guard let socket = Self.connect(port: port) else { return false }
            defer { close(socket) }
            let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
            guard
                request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
                    == request.count
            else { return false }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count >= 12 else { return false }
            let statusLine = String(decoding: buffer[0..<count], as: UTF8.self)
            return statusLine.hasPrefix("HTTP/") && statusLine.split(separator: " ").dropFirst().first?.first == "2"
        }
    }

    /// A connected socket to `127.0.0.1:port`, or nil.
    private static func connect(port: Int) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
    }
}
