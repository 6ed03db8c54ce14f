import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// Turns Nagle's algorithm off on the server's listening socket, which every socket it accepts
/// inherits (Linux copies `TCP_NODELAY` to an accepted socket).
///
/// FlyingFox writes an answer in several writes and opens its socket itself, without the option.
/// With Nagle on, the last small segment of an answer waits for the page's acknowledgement of
/// the one before, which Linux delays by 40 ms: a 1.25 MB source view took 44 ms to arrive when
/// kept, against 4 ms with the option (`Documentation/Benchmarks.md`, issue 34's item 8).
///
/// ```swift
/// ListeningSocketNoDelay.set(port: 8123)   // true: found and set
/// ```
package enum ListeningSocketNoDelay {
    /// Sets `TCP_NODELAY` on the IPv4 socket this process listens with on `port`; false when
    /// there is none.
    @discardableResult
    package static func set(port: UInt16) -> Bool {
        for number in CloseOnExecSweep.openDescriptors() where number > 2 && isListening(number, on: port) {
            var on: Int32 = 1
            return setsockopt(number, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size)) == 0
        }
        return false
    }

    private static func isListening(_ descriptor: Int32, on port: UInt16) -> Bool {
        var listening: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening != 0 else {
            return false
        }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return named == 0 && address.sin_family == sa_family_t(AF_INET) && UInt16(bigEndian: address.sin_port) == port
    }
}
