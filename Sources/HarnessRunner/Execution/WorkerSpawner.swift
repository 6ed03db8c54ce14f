import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a worker process with `posix_spawn`, in a process group of its own so that a timeout
/// or an interrupt can end it together with anything it started (`kill(-pgid, …)`).
///
/// Descriptors: stdin is `/dev/null`; stdout and stderr go to files (capture), to the runner's
/// own (`--no-capture`) or to a pipe (toolchain console); `extraDescriptors` are duplicated onto
/// the given numbers (the wire pipe on 3). Everything else the runner holds is close-on-exec,
/// so one worker never keeps another's pipe open.
///
/// ```swift
/// let pid = try WorkerSpawner.spawn(request)
/// ```
enum WorkerSpawner {
    /// Where a standard stream goes.
    enum Destination: Sendable {
        case inherit
        case file(String)
        case descriptor(Int32)
    }

    struct Request: Sendable {
        var executable: String
        var arguments: [String]
        var environment: [String: String]
        var workingDirectory: String
        var standardOutput: Destination
        var standardError: Destination
        /// (descriptor in the runner, number in the child).
        var extraDescriptors: [(Int32, Int32)]
        /// A group of its own (workers), or the runner's (short helpers: an interrupt from the
        /// terminal reaches them as it reaches the runner).
        var ownProcessGroup = true
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func spawn(_ request: Request) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (destination, target) in [(request.standardOutput, Int32(1)), (request.standardError, Int32(2))] {
            switch destination {
            case .inherit:
                break
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .descriptor(let descriptor):
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        // A source numbered like a target (the runner's descriptor 3 or 4 can be a pipe end)
        // would be overwritten by an earlier dup2, or keep its close-on-exec flag: such sources
        // are copied above every target first.
        let targets = Set(request.extraDescriptors.map(\.1))
        var copies: [Int32] = []
        defer { for copy in copies { close(copy) } }
        for (source, target) in request.extraDescriptors {
            var from = source
            if targets.contains(source) {
                from = fcntl(source, F_DUPFD_CLOEXEC, (targets.max() ?? 0) + 1)
                guard from >= 0 else {
                    throw Failure(description: "cannot copy descriptor \(source): \(String(cString: strerror(errno)))")
                }
                copies.append(from)
            }
            posix_spawn_file_actions_adddup2(&actions, from, target)
        }
        guard let addChdir = Self.addChdir else {
            throw Failure(
                description: "this C library lacks posix_spawn_file_actions_addchdir_np (glibc 2.29 or later is needed)"
            )
        }
        _ = addChdir(&actions, request.workingDirectory)

        // Own process group; default dispositions and an empty mask, whatever the runner
        // ignores or blocks (it ignores SIGINT to handle it through the dispatch loop).
        var defaults = sigset_t()
        sigfillset(&defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if request.ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([request.executable] + request.arguments).map { strdup($0) } + [nil]
        let envp = request.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, request.executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw Failure(description: "cannot start '\(request.executable)': \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// A pipe whose both ends are close-on-exec (the child gets its end through dup2), made so
    /// atomically (`pipe2`): helpers (listings, llvm tools, git) may be started from other
    /// threads at the same moment, and none may inherit a worker's wire.
    static func makePipe() throws(Failure) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        let made: Int32
        if let pipe2 = Self.pipe2 {
            made = pipe2(&descriptors, O_CLOEXEC)
        } else {
            made = pipe(&descriptors)
            for descriptor in descriptors where made == 0 {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        guard made == 0 else {
            throw Failure(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        return (descriptors[0], descriptors[1])
    }

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    /// glibc's `pipe2`, which Swift's Glibc module hides behind `_GNU_SOURCE` too.
    private static let pipe2: Pipe2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: Pipe2.self)
    }()

    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addchdir_np`, which Swift's Glibc module hides behind
    /// `_GNU_SOURCE`: looked up once at run time, so the worker starts in the package's folder
    /// without the runner changing its own.
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
}
