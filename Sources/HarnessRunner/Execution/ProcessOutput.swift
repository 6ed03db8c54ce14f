import Foundation

/// A short-lived helper process run to completion, its output collected: a bundle's
/// listing, `swift package dump-package`.
///
/// Output goes through temporary files, not pipes, so a large listing can never fill a pipe
/// while this side waits for the exit.
struct ProcessOutput: Sendable {
    var status: Int32
    var standardOutput: Data
    var standardError: String

    /// Runs `executable` and waits for it.
    static func run(
        _ executable: String, arguments: [String], workingDirectory: String? = nil,
        environment: [String: String]? = nil
    ) throws -> ProcessOutput {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("harness-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProcessOutput(
            status: status,
            standardOutput: (try? Data(contentsOf: outURL)) ?? Data(),
            standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        )
    }
}
