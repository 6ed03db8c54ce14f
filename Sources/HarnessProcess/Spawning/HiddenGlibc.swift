#if canImport(Glibc)
    import Glibc
#endif

/// glibc functions Swift's Glibc module hides behind `_GNU_SOURCE`, looked up once at run time.
/// Each is nil when this C library lacks it; its user says what it does then.
enum HiddenGlibc {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias FileAction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    typealias PathFileAction =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    typealias SetThreadName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32

    /// `pipe2` (glibc 2.9): a pipe made close-on-exec atomically.
    static let pipe2: Pipe2? = symbol("pipe2")
    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29): the child starts in its own folder
    /// without this process changing its own.
    static let addChdir: PathFileAction? = symbol("posix_spawn_file_actions_addchdir_np")
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34): every descriptor from a number
    /// up is closed in the child.
    static let addCloseFrom: FileAction? = symbol("posix_spawn_file_actions_addclosefrom_np")
    /// `pidfd_open` (glibc 2.36, Linux 5.3): a descriptor that becomes readable when a process ends.
    static let pidfdOpen: PidfdOpen? = symbol("pidfd_open")

    /// `pthread_setname_np`: a thread's name in `/proc/self/task/*/comm` (fifteen characters).
    static let setThreadName: SetThreadName? = symbol("pthread_setname_np")

    private static func symbol<Function>(_ name: String) -> Function? {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }
}
