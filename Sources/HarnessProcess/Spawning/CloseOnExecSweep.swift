#if canImport(Glibc)
    import Glibc
#endif

/// Marks every descriptor this process holds above its standard three close-on-exec: for the
/// descriptors a library opens without the flag, where Harness cannot pass `SOCK_CLOEXEC` or
/// `O_CLOEXEC` itself (FlyingFox's listening socket, the sockets it accepts, its epoll and
/// event descriptors in `harness ui`).
///
/// ``Spawner`` closes in each child whatever it was not asked to pass, so a child of Harness
/// never holds such a descriptor; the flag is for every other way a process starts one (a
/// library's own `fork`/`exec`, `system`, a `posix_spawn` without file actions), so that a
/// descriptor the server holds stays the server's whoever starts the child.
///
/// No descriptor above the standard three is meant to cross an `exec` as it is: what a child
/// gets, ``Spawner`` puts on its number with `dup2`, which clears the flag in the child.
///
/// ```swift
/// let marked = CloseOnExecSweep.markAll()   // after a library opened its sockets
/// ```
package enum CloseOnExecSweep {
    /// Sets `FD_CLOEXEC` on each descriptor from 3 up that lacks it; returns how many it set.
    @discardableResult
    package static func markAll() -> Int {
        var marked = 0
        for number in openDescriptors() where number > 2 {
            let flags = fcntl(number, F_GETFD)
            guard flags >= 0, flags & FD_CLOEXEC == 0 else { continue }
            if fcntl(number, F_SETFD, flags | FD_CLOEXEC) == 0 { marked += 1 }
        }
        return marked
    }

    /// The numbers of the descriptors this process holds, from `/proc/self/fd` (the folder's
    /// own descriptor, closed by then, included: `fcntl` on it then fails and is passed by).
    package static func openDescriptors() -> [Int32] {
        guard let folder = opendir("/proc/self/fd") else { return [] }
        defer { closedir(folder) }
        var numbers: [Int32] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let number = Int32(name) { numbers.append(number) }
        }
        return numbers
    }
}
