import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The socket plumbing NoteServer's client and server share: 127.0.0.1 addresses and timeouts.
enum SocketAddress {
    /// 127.0.0.1:`port` (the example never listens or connects anywhere else).
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// Bounds every read and write on `socket` to `seconds`.
    static func setTimeouts(_ socket: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}

/// A socket call failed.
enum SocketError: Error, CustomStringConvertible {
    case failed(String, Int32)
    case notLoopback(String)

    var description: String {
        switch self {
        case .failed(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .notLoopback(let url): "\(url) is not an http://127.0.0.1:<port>/ address"
        }
    }
}
