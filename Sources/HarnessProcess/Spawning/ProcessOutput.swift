import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A short-lived helper process run to completion, its output collected: a bundle's listing,
/// `swift package dump-package`, `git`, `llvm-cov`, `tar`.
///
/// Output goes through temporary files, not pipes, so a large listing can never fill a pipe
/// while this side waits for the exit. The child stays in this process's group (an interrupt
/// from the terminal reaches it too) and is waited for on the calling thread: Foundation's
/// `Process` noticed an exit on its run loop's next turn, which cost up to 50 ms a process
/// (two listings a bundle, three llvm tools a covered run).
///
/// ```swift
/// let git = try ProcessOutput.run("git", arguments: ["rev-parse", "HEAD"], workingDirectory: root)
/// guard git.status == 0 else { … git.standardError … }
/// ```
package struct ProcessOutput: Sendable {
    /// The exit code, or 128 plus the signal that ended it.
    package var status: Int32
    package var standardOutput: Data
    package var standardError: String

    /// Runs `executable` (a bare name is looked up on the child's `PATH`) and waits for it.
    ///
    /// - Parameters:
    ///   - environment: the child's whole environment; this process's when nil.
    ///   - input: what the child reads on its standard input (else `/dev/null`).
    package static func run(
        _ executable: String, arguments: [String], workingDirectory: String? = nil,
        environment: [String: String]? = nil, input: Data? = nil
    ) throws -> ProcessOutput {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Files left in the temporary folder are read by nothing.
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("out").path
        let errPath = folder.appendingPathComponent("err").path
        let current = FileManager.default.currentDirectoryPath
        var request = SpawnRequest(
            executable: ExecutablePath.resolve(executable, from: current, path: environment?["PATH"]),
            arguments: arguments,
            environment: environment ?? ProcessInfo.processInfo.environment,
            workingDirectory: workingDirectory ?? current)
        request.standardOutput = .file(outPath)
        request.standardError = .file(errPath)
        if let input {
            let inPath = folder.appendingPathComponent("in")
            try input.write(to: inPath)
            request.standardInput = .file(inPath.path)
        }
        let pid = try Spawner.spawn(request)
        let status = ExitWatcher.waitBlocking(for: pid)
        guard status != .unknown else {
            throw SpawnFailure("cannot wait for '\(executable)': another part of this process reaped it")
        }
        return ProcessOutput(
            status: status.shellStatus,
            standardOutput: FileManager.default.contents(atPath: outPath) ?? Data(),
            // Errors that cannot be read are as none: the status still says how the child ended.
            standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        )
    }
}
