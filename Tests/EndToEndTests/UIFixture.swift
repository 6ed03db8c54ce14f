import Foundation

/// `harness ui` on a copy of `Fixtures/UISuite` (no dependency on Harness): the copy in the
/// temporary folder (its build kept between test runs; not under `.build-fixtures`, which git
/// ignores, and watch mode takes no change in a file git ignores), the server's process, and
/// the screenshots the browser test keeps under `.build-fixtures/ui/screenshots`.
enum UIFixture {
    static let scratch = RepositoryPaths.fixtureScratch(named: "ui")
    static let screenshots = scratch.appendingPathComponent("screenshots")
    static let driver = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Browser/navigator.py")

    /// Where the copy lives: one per checkout (named by a hash of its path), so that two
    /// checkouts' suites running at once (a worktree's and a fresh clone's) never rewrite each
    /// other's sources mid-test.
    static let copyFolder = copyFolder(named: "harness-ui-e2e")

    /// A copy's folder of its own for each suite that changes its sources (suites run at once).
    static func copyFolder(named name: String) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in RepositoryPaths.root.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(name)-\(String(hash, radix: 16))/UISuite")
    }

    /// The fixture's sources copied afresh over the copy (its `.build` kept).
    static func packageCopy(in copy: URL = copyFolder) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try? manager.removeItem(at: copy.appendingPathComponent(item))
            try manager.copyItem(
                at: RepositoryPaths.fixture(named: "UISuite").appendingPathComponent(item),
                to: copy.appendingPathComponent(item))
        }
        // A history from an earlier test run would say the fixed test passed.
        try? manager.removeItem(at: copy.appendingPathComponent(".build/harness/history.sqlite"))
        return copy
    }

    /// Processes whose command line mentions the copy (a build, a worker), other than `except`.
    static func processesLeft(except: Int32, copy copyFolder: URL = copyFolder) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != except, pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            // Its own copy's only: another checkout's suite may be running beside this one.
            return command.contains(copyFolder.path) ? "\(pid): \(command)" : nil
        }
    }
}

/// `harness ui` running, its standard output and error in one file.
final class UIServerProcess {
    let process = Process()
    let outputFile: URL

    init(arguments: [String]) throws {
        outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("ui-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputFile)
        process.executableURL = RunnerFixture.harness
        process.arguments = ["ui"] + arguments
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

    /// The page's address: the line starting `http://127.0.0.1:`, once printed.
    func address(within limit: Double) async -> String? {
        _ = await WatchFixture.wait(upTo: limit) { addressLine != nil || !process.isRunning }
        return addressLine
    }

    private var addressLine: String? {
        output.split(separator: "\n").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init)
    }

    /// Waits for the process to end; its exit status, or nil if it outlived `limit`.
    func exitStatus(within limit: Double) async -> Int32? {
        _ = await WatchFixture.wait(upTo: limit) { !process.isRunning }
        return process.isRunning ? nil : process.terminationStatus
    }
}
