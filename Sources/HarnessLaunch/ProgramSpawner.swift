import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a program with `posix_spawn`: its standard input, output and error on pipes the
/// launcher holds, and the AppHost ready channel (one end of a socket pair) on descriptor 3.
///
/// The program stays in the test process's process group: a runner that ends a hung test's
/// worker group (`kill(-pgid, …)`) ends the programs its tests launched with it. Everything
/// the launcher holds is close-on-exec, so one program never keeps another's pipes open, and
/// every descriptor above 3 is closed in the program.
///
/// Modelled on HarnessRunner's `WorkerSpawner` (swift-subprocess 1.0 cannot hand a program an
/// extra inherited descriptor; see Documentation/Functional.md).
enum ProgramSpawner {
    /// The descriptor number the ready channel has in the program.
    static let readyDescriptor: Int32 = 3

    /// The launcher's ends of a started program's descriptors.
    struct Started: Sendable {
        var processIdentifier: pid_t
        var standardInput: Int32
        var standardOutput: Int32
        var standardError: Int32
        var ready: Int32
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func spawn(executable: String, arguments: [String], environment: [String: String], directory: String)
        throws(Failure) -> Started
    {
        let input = try pipe()
        let output = try pipe()
        let error = try pipe()
        let ready = try socketPair()
        // The program's ends are closed here once it has them (or when spawning failed).
        defer { for descriptor in [input.read, output.write, error.write, ready.program] { close(descriptor) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // Every source is close-on-exec and numbered above 2 (pipes made after 0, 1 and 2 are
        // open); the ready end is copied above 3 first, should the pair have got 3 itself.
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)
        posix_spawn_file_actions_adddup2(&actions, ready.program, readyDescriptor)
        // Nothing else the test process inherited (a runner's pipes, an event stream) reaches
        // the program: one that outlived its test would hold them open, and whoever waits for
        // their end (the runner, a test's own reader) would wait with it.
        if let addCloseFrom = Self.addCloseFrom { _ = addCloseFrom(&actions, readyDescriptor + 1) }
        guard let addChdir = Self.addChdir else {
            closeAll(input.write, output.read, error.read, ready.launcher)
            throw Failure(
                description: "this C library lacks posix_spawn_file_actions_addchdir_np (glibc 2.29 or later)")
        }
        _ = addChdir(&actions, directory)

        // Default dispositions and an empty mask, whatever the test process ignores or blocks.
        var defaults = sigset_t()
        sigfillset(&defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            closeAll(input.write, output.read, error.read, ready.launcher)
            throw Failure(description: "cannot start '\(executable)': \(String(cString: strerror(status)))")
        }
        return Started(
            processIdentifier: pid, standardInput: input.write, standardOutput: output.read,
            standardError: error.read, ready: ready.launcher)
    }

    private static func closeAll(_ descriptors: Int32...) {
        for descriptor in descriptors { close(descriptor) }
    }

    /// A pipe whose ends are both close-on-exec (made so atomically: other tests may start
    /// programs at the same moment, and none may inherit another's pipe).
    private static func pipe() throws(Failure) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard let pipe2 = Self.pipe2, pipe2(&descriptors, O_CLOEXEC) == 0 else {
            throw Failure(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        return (descriptors[0], descriptors[1])
    }

    /// A connected pair of stream sockets, both close-on-exec: a socket, so that an app
    /// writing its ready record after the launcher went away gets an error, not SIGPIPE.
    private static func socketPair() throws(Failure) -> (launcher: Int32, program: Int32) {
        var descriptors: [Int32] = [0, 0]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &descriptors) == 0 else {
            throw Failure(description: "cannot create the ready channel: \(String(cString: strerror(errno)))")
        }
        return (descriptors[0], descriptors[1])
    }

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    /// glibc's `pipe2`, which Swift's Glibc module hides behind `_GNU_SOURCE`.
    private static let pipe2: Pipe2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: Pipe2.self)
    }()

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 or later), hidden the same way;
    /// without it only the close-on-exec flags protect the test process's descriptors.
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addchdir_np`, hidden the same way: the program starts
    /// in its launch folder without the test process changing its own.
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
}
