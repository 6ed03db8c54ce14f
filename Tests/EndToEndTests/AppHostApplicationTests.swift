import Foundation
import HarnessWire
import Testing

/// The NoteServer executable on its own: `ApplicationMain`'s launch, its one-line launch
/// failures and exit statuses, and orderly termination on SIGTERM and SIGINT.
@Suite("ApplicationMain runs an application's lifecycle")
struct AppHostApplicationTests {
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalTerminatesTheApplicationInOrder(signal: Int32, status: Int32) async throws {
        try await AppHostExample.built()
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try RunningApplication(environment: ["NOTESERVER_DATA": data.path])
        let ready = await run.waitForOutput(containing: "NoteServer: ready on http://127.0.0.1:", seconds: 30)
        #expect(ready, "\(run.errors())")
        let exitStatus = await run.stop(with: signal)
        #expect(exitStatus == status)
        #expect(
            AppHostExample.lifecycleLines(run.errors()) == [
                "NoteServer: willFinishLaunching", "NoteServer: didFinishLaunching", "NoteServer: didBecomeActive",
                "NoteServer: willTerminate", "NoteServer: stopped",
            ])
    }

    @Test(
        arguments: [
            (
                ["NOTESERVER_CONFIG_URL": "http://127.0.0.1:1/config"], false, Int32(70),
                "threw from application(_:didFinishLaunchingWithOptions:): connect to 127.0.0.1:1 failed: "
                    + "Connection refused"
            ),
            ([:], true, 69, "returned false from application(_:didFinishLaunchingWithOptions:)"),
            (
                ["NOTESERVER_CONFIG_LATENCY_MS": "5000", "APPHOST_LAUNCH_ALLOWANCE": "0.3"], false, 75,
                "did not finish launching within its allowance of 0.3 s (APPHOST_LAUNCH_ALLOWANCE=<seconds> changes it)"
            ),
        ] as [([String: String], Bool, Int32, String)])
    func aFailedLaunchPrintsOneLineAndExitsWithItsStatus(
        environment: [String: String], newerStore: Bool, status: Int32, reason: String
    ) async throws {
        try await AppHostExample.built()
        let data = AppHostExample.freshDataFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        if newerStore {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try Data("9\n".utf8).write(to: data.appendingPathComponent("VERSION"))
        }
        let result = try await CommandRunner.run(
            AppHostExample.application, arguments: [],
            environment: AppHostExample.cleanEnvironment(environment.merging(["NOTESERVER_DATA": data.path]) { $1 }),
            timeLimit: 60
        )
        #expect(result.exitCode == status, "\(result.diagnosis)")
        #expect(
            result.errorLines.last == "NoteServer: failed to launch: NoteServer.NoteServerDelegate \(reason)",
            "\(result.diagnosis)")
        #expect(!result.standardError.contains("willTerminate"), "a failed launch sends no willTerminate")
    }
}

/// An application (NoteServer's executable unless told) running in the background, its output
/// going to files that the test reads while it runs.
final class RunningApplication: Sendable {
    private let process: Process
    private let folder: URL

    init(executable: URL = AppHostExample.application, environment: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("apphost-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
        }
        process = Process()
        process.executableURL = executable
        process.environment = AppHostExample.cleanEnvironment(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }

    func output() -> String { read("stdout") }
    func errors() -> String { read("stderr") }

    /// Polls standard output (every 50 ms, at most `seconds`) for `text`.
    func waitForOutput(containing text: String, seconds: Double) async -> Bool {
        await waitFor(text, in: output, seconds: seconds)
    }

    /// Polls standard error (every 50 ms, at most `seconds`) for `text`.
    func waitForErrors(containing text: String, seconds: Double) async -> Bool {
        await waitFor(text, in: errors, seconds: seconds)
    }

    private func waitFor(_ text: String, in read: () -> String, seconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if read().contains(text) { return true }
            if !process.isRunning { return false }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// Sends `signal` and waits (at most 30 s, then SIGKILL) for the exit; the shell-style status.
    func stop(with signal: Int32) async -> Int32 {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }

    private func read(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
}
