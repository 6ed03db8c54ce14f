import Foundation
import HarnessModel

#if canImport(Glibc)
    import Glibc
#endif

/// A short-lived helper process run to completion, its output collected: a bundle's
/// listing, `swift package dump-package`.
///
/// Output goes through temporary files, not pipes, so a large listing can never fill a pipe
/// while this side waits for the exit.
package struct ProcessOutput: Sendable {
    package var status: Int32
    package var standardOutput: Data
    package var standardError: String

    /// Runs `executable` and waits for it.
    ///
    /// Started with `posix_spawn` and waited for with `waitpid`: Foundation's `Process` notices
    /// an exit on its run loop's next turn, which cost up to 50 ms a process here (two listings a
    /// bundle, three llvm tools a covered run). The child stays in the runner's process group.
    ///
    /// - Parameter input: what the child reads on its standard input (else `/dev/null`).
    package static func run(
        _ executable: String, arguments: [String], workingDirectory: String? = nil,
        environment: [String: String]? = nil, input: Data? = nil
    ) throws -> ProcessOutput {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("out").path
        let errPath = folder.appendingPathComponent("err").path
        let current = FileManager.default.currentDirectoryPath
        var inputDescriptor: Int32 = -1
        if let input {
            let inPath = folder.appendingPathComponent("in")
            try input.write(to: inPath)
            inputDescriptor = open(inPath.path, O_RDONLY | O_CLOEXEC)
            guard inputDescriptor >= 0 else { throw WaitFailure(executable: executable, code: errno) }
        }
        defer { if inputDescriptor >= 0 { close(inputDescriptor) } }
        let request = WorkerSpawner.Request(
            executable: resolved(executable, in: current), arguments: arguments,
            environment: environment ?? ProcessInfo.processInfo.environment,
            workingDirectory: workingDirectory ?? current, standardOutput: .file(outPath),
            standardError: .file(errPath), extraDescriptors: inputDescriptor >= 0 ? [(inputDescriptor, Int32(0))] : [],
            ownProcessGroup: false)
        let pid = try WorkerSpawner.spawn(request)
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 {
            guard errno == EINTR else { throw WaitFailure(executable: executable, code: errno) }
        }
        let status: Int32 =
            switch ProcessEnd(waitStatus: waitStatus) {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        return ProcessOutput(
            status: status,
            standardOutput: FileManager.default.contents(atPath: outPath) ?? Data(),
            standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        )
    }

    /// Why a started process could not be waited for.
    struct WaitFailure: Error, CustomStringConvertible {
        var executable: String
        var code: Int32
        var description: String { "cannot wait for '\(executable)': \(String(cString: strerror(code)))" }
    }

    /// `executable` as a path `posix_spawn` can start: a bare name is looked up on `PATH`, a
    /// relative path is taken from `current` (the child starts in its own working folder).
    package static func resolved(_ executable: String, in current: String) -> String {
        if executable.hasPrefix("/") { return executable }
        if executable.contains("/") { return "\(current)/\(executable)" }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(executable)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return executable
    }
}
