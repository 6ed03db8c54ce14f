import Foundation

/// Runs a subprocess to completion without blocking a Swift concurrency thread.
///
/// Output goes to temporary files rather than pipes: a chatty child can never fill a pipe and
/// deadlock against a parent that only reads at the end, and a bundle sees regular files on
/// its standard streams, as it does under the runner.
enum CommandRunner {
    /// Why a command could not be run at all.
    struct LaunchError: Error, CustomStringConvertible {
        var commandLine: String
        var underlying: any Error
        var description: String { "failed to launch `\(commandLine)`: \(underlying)" }
    }

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// - Parameters:
    ///   - environment: the child's whole environment; nil inherits this process's.
    ///   - timeLimit: seconds after which the child is killed (and `timedOut` set), so a
    ///     hanging bundle fails one test instead of stalling the suite.
    static func run(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]? = nil,
        currentDirectory: URL? = nil,
        timeLimit: Double = 120
    ) async throws -> CommandResult {
        let commandLine = ([executable.path] + arguments).joined(separator: " ")
        let outputFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputFolder) }
        let stdoutURL = outputFolder.appendingPathComponent("stdout")
        let stderrURL = outputFolder.appendingPathComponent("stderr")
        for file in [stdoutURL, stderrURL] where !FileManager.default.createFile(atPath: file.path, contents: nil) {
            throw LaunchError(
                commandLine: commandLine,
                underlying: CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]))
        }
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle

        let watchdog = Watchdog()
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                watchdog.disarm()
                let signalled = finished.terminationReason == .uncaughtSignal
                continuation.resume(
                    returning: signalled ? 128 + finished.terminationStatus : finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: LaunchError(commandLine: commandLine, underlying: error))
                return
            }
            watchdog.arm(processID: process.processIdentifier, after: timeLimit)
        }

        let output = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        return CommandResult(
            exitCode: status, standardOutput: output, standardError: errors,
            timedOut: watchdog.fired, commandLine: commandLine
        )
    }

    /// Runs a command found on `PATH` (such as `swift` or `ldd`).
    static func run(
        tool: String,
        arguments: [String],
        environment: [String: String]? = nil,
        currentDirectory: URL? = nil,
        timeLimit: Double = 120
    ) async throws -> CommandResult {
        try await run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: [tool] + arguments,
            environment: environment, currentDirectory: currentDirectory, timeLimit: timeLimit
        )
    }

    /// `swift test` on a fixture, in a scratch folder of its own: the toolchain's own run that
    /// Harness's is compared with (a first build of a fixture on a busy machine takes minutes).
    static func swiftTest(
        packagePath: String, scratchPath: String, environment: [String: String]? = nil
    ) async throws -> CommandResult {
        try await run(
            tool: "swift", arguments: ["test", "--package-path", packagePath, "--scratch-path", scratchPath],
            environment: environment, timeLimit: 1_800)
    }
}
