import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the `bazel` client and waits for it with a blocking `waitpid` on a thread of its own.
///
/// Foundation's `Process` learns of a child's end from a SIGCHLD signal source; a Bazel client
/// whose server it has just started ended unnoticed, a zombie for minutes, until another
/// child's SIGCHLD made Foundation reap it (seen with every `bazel test` of this suite run
/// alone). `waitpid` on the child's own ID cannot miss its end.
enum BazelCommand {
    static func run(_ arguments: [String], environment: [String: String], in folder: URL, timeLimit: Double)
        async throws -> CommandResult
    {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("harness-bazel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let standardOutput = output.appendingPathComponent("stdout").path
        let standardError = output.appendingPathComponent("stderr").path
        // The shell changes folder, then becomes bazel (exec): the ID waited for is bazel's.
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec bazel \"$@\"", folder.path] + arguments
        let environ = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { argvPointers in
            withCStrings(environ) { environPointers in
                posix_spawn(&pid, "/bin/sh", &actions, nil, argvPointers, environPointers)
            }
        }
        let commandLine = (["bazel"] + arguments).joined(separator: " ")
        guard spawned == 0 else {
            throw CommandRunner.LaunchError(
                commandLine: commandLine, underlying: POSIXError(.init(rawValue: spawned) ?? .EIO))
        }
        let watchdog = Watchdog()
        watchdog.arm(processID: pid, after: timeLimit)
        let child = pid
        let status: Int32 = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var raw: Int32 = 0
                while waitpid(child, &raw, 0) == -1, errno == EINTR {}
                let signalled = raw & 0x7f != 0
                continuation.resume(returning: signalled ? 128 + (raw & 0x7f) : (raw >> 8) & 0xff)
            }
        }
        watchdog.disarm()
        return CommandResult(
            exitCode: status, standardOutput: (try? String(contentsOfFile: standardOutput, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: standardError, encoding: .utf8)) ?? "",
            timedOut: watchdog.fired, commandLine: commandLine)
    }

    /// `strings` as a NULL-terminated C array for the length of `body`.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
