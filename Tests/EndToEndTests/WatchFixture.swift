import Foundation

/// `Fixtures/WatchSuite` under `harness test --watch`: its source file changed and restored,
/// watch mode started with plain output (a file) or on a terminal (tmux), and its processes.
enum WatchFixture {
    static let package = RepositoryPaths.fixture(named: "WatchSuite")
    static let areaFile = package.appendingPathComponent("Sources/Shapes/Area.swift")
    /// The fixture's bundle, to find processes left behind.
    static let bundleName = "WatchSuitePackageTests.xctest"

    /// `area` made wrong (one line): ShapesTests.AreaTests/testArea and LayoutTests fail.
    static let wrongArea = "    width * height + 1"
    /// A line that does not compile.
    static let brokenArea = "    width * heigth"

    /// Replaces `area`'s body line with `line` and returns the original text, to restore.
    static func changeArea(to line: String) throws -> String {
        let original = try String(contentsOf: areaFile, encoding: .utf8)
        let changed = original.replacingOccurrences(of: "    width * height\n", with: line + "\n")
        precondition(changed != original, "Area.swift no longer holds the line the watch tests change")
        try changed.write(to: areaFile, atomically: false, encoding: .utf8)
        return original
    }

    static func restoreArea(_ original: String) {
        try? original.write(to: areaFile, atomically: false, encoding: .utf8)
    }

    /// Processes whose command line mentions the fixture (its bundle, a build of it), other than
    /// watch mode's own `harness` (which `excluding` names).
    static func processesLeft(excluding: Int32? = nil) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != excluding, pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            // This checkout's only: another checkout's suite (a fresh clone's) may run beside it.
            // SwiftPM's build runs in the package's folder, naming no path.
            let folder = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/cwd")) ?? ""
            let mentions =
                ((command.contains(bundleName) || command.contains("Fixtures/WatchSuite"))
                    && command.contains(RepositoryPaths.root.path))
                || (folder == package.path && command.contains("swift-build"))
            // The tmux pane's shell names the fixture in its command, and outlives watch mode.
            return mentions && !command.contains("tmux") && !command.contains("stty -a") ? "\(pid): \(command)" : nil
        }
    }

    /// Waits (without a timing assertion) until `condition` holds, for at most `limit` seconds.
    static func wait(upTo limit: Double, until condition: () -> Bool) async -> Bool {
        let end = Date(timeIntervalSinceNow: limit)
        while Date() < end {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        return condition()
    }
}

/// `harness test --watch` with its standard output in a file (no terminal: plain lines).
final class PlainWatch {
    let process = Process()
    let outputFile: URL

    init(arguments: [String] = [], package: URL = WatchFixture.package, environment: [String: String]? = nil) throws {
        outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputFile)
        process.executableURL = RunnerFixture.harness
        process.arguments = ["test", "--watch", "--package-path", package.path] + arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: outputFile)
    }

    var output: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    /// How many cycles have ended (each ends with this line).
    var cyclesEnded: Int { output.components(separatedBy: "watch: waiting for changes").count - 1 }

    /// The output after the `count`-th end of a cycle.
    func output(afterCycle count: Int) -> String {
        output.components(separatedBy: "watch: waiting for changes").dropFirst(count).joined(
            separator: "watch: waiting for changes")
    }
}

/// `harness test --watch` in a tmux pane (a real pseudo-terminal), read through
/// `tmux capture-pane` and driven through `tmux send-keys`. A server of its own (`-L`), so a
/// user's tmux is never touched.
final class TerminalWatch {
    let socket = "harness-watch-\(UUID().uuidString.prefix(8))"
    /// Where the pane writes `stty -a` once watch mode has exited, and its exit status.
    let afterExit = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).tty")

    init(width: Int = 120, height: Int = 40) throws {
        let harness = RunnerFixture.harness.path
        let command =
            "'\(harness)' test --watch --package-path '\(WatchFixture.package.path)'; "
            + "echo \"exit $?\" > '\(afterExit.path)'; stty -a >> '\(afterExit.path)'"
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "watch", command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: afterExit)
    }

    /// What the pane shows now.
    var screen: String { (try? tmux(["capture-pane", "-p", "-t", "watch"])) ?? "" }

    func press(_ key: String) throws {
        _ = try tmux(["send-keys", "-t", "watch", key])
    }

    /// The exit line and `stty -a` after watch mode ended, once written.
    var exitReport: String? {
        guard let text = try? String(contentsOf: afterExit, encoding: .utf8), text.contains("speed") else { return nil }
        return text
    }

    /// Runs one tmux command and returns what it printed. Spawned and reaped directly: the
    /// server that `new-session` forks inherits the client's descriptors (so its output goes to
    /// a file, never a pipe that would not end), and Foundation's `waitUntilExit` was seen to
    /// miss the client's exit inside an async test.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
        guard spawned == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
}
