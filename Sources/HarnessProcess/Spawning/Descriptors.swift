#if canImport(Glibc)
    import Glibc
#endif

/// The descriptors a parent makes for its children: pipes and socket pairs whose ends are both
/// close-on-exec from the moment they exist, so that a child started at the same moment from
/// another thread never inherits another child's end (it gets its own through ``SpawnRequest``).
///
/// ```swift
/// let wire = try Descriptors.pipe()          // wire.write goes to the child as 3
/// defer { close(wire.read) }
/// ```
package enum Descriptors {
    /// A pipe, both ends close-on-exec.
    package static func pipe() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        let made: Int32
        if let pipe2 = HiddenGlibc.pipe2 {
            made = pipe2(&ends, O_CLOEXEC)
        } else {
            // Not atomic: without pipe2 a spawn in between may inherit the ends.
            made = Glibc.pipe(&ends)
            for end in ends where made == 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        guard made == 0 else { throw .system("cannot create a pipe", code: errno) }
        return (ends[0], ends[1])
    }

    /// A connected pair of Unix sockets of `type` (`SOCK_STREAM`, `SOCK_SEQPACKET`), both
    /// close-on-exec.
    package static func socketPair(_ type: __socket_type) throws(SpawnFailure) -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(type.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw .system("cannot create a socket pair", code: errno)
        }
        return (ends[0], ends[1])
    }
}
