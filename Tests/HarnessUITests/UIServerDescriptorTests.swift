import Foundation
import HarnessProcess
import HarnessUI
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The server's sockets stay the server's (issue 34, item 5): the listening socket and each
/// connection it accepted are close-on-exec, and a child started by the plainest means (a
/// `posix_spawn` without file actions, as a library's or a test's own launch would be) holds
/// none of them.
///
/// A member of ``UIServerTests``, so serialized with its other servers: `UIServer.start()`
/// blocks its thread until the server listens, and two suites doing so at once on a machine of
/// two cores would hold both of Swift's cooperative threads the servers need to start.
extension UIServerTests {
    @Test("the listening and an accepted socket are close-on-exec; a child started without file actions holds neither")
    func socketsStayTheServers() async throws {
        let served = try Served()
        let client = try Self.connect(port: served.port, token: served.server.token)
        defer { close(client) }

        let inodes = Self.socketInodes(listeningOrServingOn: served.port)
        let held = Self.descriptors(of: "self").filter { inodes.contains($0.inode) }
        // The listener and the connection just answered: never nothing to look at.
        try #require(held.count >= 2, "the server's sockets \(inodes) are not among this process's: \(held)")
        for descriptor in held {
            #expect(Self.isCloseOnExec(descriptor.number), "descriptor \(descriptor.number) is inherited by children")
        }

        let child = try Self.spawnPlainly("/bin/sleep", "30")
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        let inherited = Self.descriptors(of: "\(child)").filter { inodes.contains($0.inode) }
        #expect(inherited.isEmpty, "the child holds the server's sockets: \(inherited)")
    }

    /// A client connection that has had its answer, left open (the server keeps it).
    static func connect(port: UInt16, token: String) throws -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(client >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(INADDR_LOOPBACK).bigEndian
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0, "cannot connect to 127.0.0.1:\(port)")
        let request = "GET /api/model?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        _ = request.withCString { send(client, $0, strlen($0), 0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let read = recv(client, &buffer, buffer.count, 0)
        try #require(read > 0, "no answer from the server")
        #expect(String(decoding: buffer.prefix(read), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        return client
    }

    /// The inodes of the TCP sockets whose local port is `port`: the listener and the
    /// server's side of each connection (a client's side has a port of its own).
    static func socketInodes(listeningOrServingOn port: UInt16) -> Set<String> {
        let table = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/net/tcp")).readToEnd()) ?? nil
        let text = String(decoding: table ?? Data(), as: UTF8.self)
        var inodes: Set<String> = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, let local = fields[1].split(separator: ":").last,
                UInt16(local, radix: 16) == port
            else { continue }
            inodes.insert(String(fields[9]))
        }
        return inodes
    }

    /// A process's descriptors that are sockets, with their inodes.
    static func descriptors(of process: String) -> [(number: Int32, inode: String)] {
        let folder = "/proc/\(process)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name in
            guard let number = Int32(name),
                let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)"),
                link.hasPrefix("socket:[")
            else { return nil }
            return (number, String(link.dropFirst("socket:[".count).dropLast()))
        }
    }

    /// Whether `/proc/self/fdinfo` says the descriptor is close-on-exec (`O_CLOEXEC` in its
    /// octal `flags:`).
    static func isCloseOnExec(_ number: Int32) -> Bool {
        let info = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/fdinfo/\(number)")).readToEnd())
        let text = String(decoding: (info ?? nil) ?? Data(), as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("flags:") }),
            let flags = Int(line.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return false }
        return flags & Int(O_CLOEXEC) != 0
    }

    /// A child started with `posix_spawn` and no file actions: it inherits every descriptor
    /// not marked close-on-exec. glibc returns once the child has exec'd.
    static func spawnPlainly(_ arguments: String...) throws -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
        try #require(status == 0, "cannot start \(arguments[0])")
        return pid
    }
}
