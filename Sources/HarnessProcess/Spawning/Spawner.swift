#if canImport(Glibc)
    import Glibc
#endif

/// Starts a ``SpawnRequest`` with `posix_spawn`: the one way Harness starts a process (workers,
/// listings, builds, git, the programs a functional test launches, a bundle's host groups).
///
/// What the child gets, whatever this process holds or does:
/// - **descriptors**: its standard three and the request's inherited ones on their numbers;
///   every other descriptor is closed (`posix_spawn_file_actions_addclosefrom_np`), and every
///   descriptor Harness makes is close-on-exec besides (``Descriptors``), so a child never holds
///   another child's pipe open, nor a pipe this process inherited from its own parent;
/// - **signals**: every default action and an empty mask (this process may ignore SIGINT, or
///   block signals on the spawning thread);
/// - **its folder and group**: the request's working folder (without this process changing its
///   own) and, asked for, a process group it leads.
///
/// ```swift
/// var request = SpawnRequest(executable: "/usr/bin/git", arguments: ["status"], environment: environment)
/// request.standardOutput = .descriptor(output.write)
/// let pid = try Spawner.spawn(request)
/// let status = ExitWatcher.waitBlocking(for: pid)
/// ```
package enum Spawner {
    /// Starts the process; returns its identifier (and, with ``SpawnRequest/ProcessGroup/own``,
    /// its group's).
    package static func spawn(_ request: SpawnRequest) throws(SpawnFailure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        let copies = try addDescriptors(of: request, to: &actions)
        defer { for copy in copies { close(copy) } }
        if let directory = request.workingDirectory {
            guard let addChdir = HiddenGlibc.addChdir else {
                throw SpawnFailure(
                    "this C library lacks posix_spawn_file_actions_addchdir_np (glibc 2.29 or later is needed)")
            }
            _ = addChdir(&actions, directory)
        }
        setSignalsAndGroup(of: request, in: &attributes)

        let argv = ([request.executable] + request.arguments).map { strdup($0) } + [nil]
        let envp = request.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, request.executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw .system("cannot start '\(request.executable)'", code: status) }
        return pid
    }

    /// Puts every descriptor the child gets on its number, then closes the rest; returns the
    /// copies made here, to close once the child is started.
    ///
    /// A source numbered like a target (this process's 3 or 4 can be a pipe end) would be
    /// overwritten by an earlier `dup2`, or, duplicated onto its own number, keep its
    /// close-on-exec flag: such sources are first copied above every target.
    private static func addDescriptors(
        of request: SpawnRequest, to actions: inout posix_spawn_file_actions_t
    ) throws(SpawnFailure) -> [Int32] {
        let targets = request.descriptorTargets
        let highest = targets.keys.max() ?? 2
        var copies: [Int32] = []
        for (number, stream) in targets.sorted(by: { $0.key < $1.key }) {
            switch stream {
            case .inherit:
                continue
            case .null:
                posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                let flags = number == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                posix_spawn_file_actions_addopen(&actions, number, path, flags, 0o644)
            case .descriptor(var source):
                if targets[source] != nil {
                    let copy = fcntl(source, F_DUPFD_CLOEXEC, highest + 1)
                    guard copy >= 0 else {
                        for made in copies { close(made) }
                        throw .system("cannot copy descriptor \(source)", code: errno)
                    }
                    copies.append(copy)
                    source = copy
                }
                posix_spawn_file_actions_adddup2(&actions, source, number)
            }
        }
        // Below the highest target, what is open here without close-on-exec (a descriptor this
        // process inherited) is closed by name; above it, all at once. Without closefrom (glibc
        // before 2.34) only the close-on-exec flags protect the rest.
        for number in 3..<max(highest, 3) where targets[number] == nil {
            let flags = fcntl(number, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { posix_spawn_file_actions_addclose(&actions, number) }
        }
        if let addCloseFrom = HiddenGlibc.addCloseFrom { _ = addCloseFrom(&actions, highest + 1) }
        return copies
    }

    /// Every signal's default action and an empty mask in the child; its own group if asked.
    private static func setSignalsAndGroup(of request: SpawnRequest, in attributes: inout posix_spawnattr_t) {
        var defaults = sigset_t()
        sigfillset(&defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if request.processGroup == .own {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
    }
}
