import HarnessUI
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The server's listening socket gets `TCP_NODELAY`, which the sockets it accepts inherit: an
/// answer's last segment is sent at once, not after the page's delayed acknowledgement.
struct ListeningSocketNoDelayTests {
    /// A listening IPv4 socket on a free loopback port: its descriptor and port.
    static func listener() throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        try #require(bound)
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    static func noDelay(_ descriptor: Int32) -> Int32 {
        var value: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &size)
        return value
    }

    @Test func theListeningSocketOnThePortGetsIt() throws {
        let (descriptor, port) = try Self.listener()
        defer { close(descriptor) }
        #expect(Self.noDelay(descriptor) == 0)
        #expect(ListeningSocketNoDelay.set(port: port))
        #expect(Self.noDelay(descriptor) != 0)
    }

    @Test func noListenerOnThePortIsFalse() throws {
        let (descriptor, port) = try Self.listener()
        close(descriptor)
        #expect(!ListeningSocketNoDelay.set(port: port))
    }
}
