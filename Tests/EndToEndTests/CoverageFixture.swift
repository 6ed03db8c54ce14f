import Foundation

/// `Fixtures/CoveragePackage` and `Examples/NoteServer` under `harness test --coverage`: the
/// instrumented build made once per test process (by a first covered run), then runs with
/// `--skip-build`, each writing its reports into a folder of its own.
enum CoverageFixture {
    static let package = RepositoryPaths.fixture(named: "CoveragePackage")
    static let noteServer = RepositoryPaths.root.appendingPathComponent("Examples/NoteServer")

    struct BuildFailure: Error, CustomStringConvertible {
        var result: CommandResult
        var description: String { "failed to build with coverage:\n\(result.diagnosis)" }
    }

    private static let build = Task { () throws -> CommandResult in
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--coverage", "--package-path", package.path, "--coverage-output", folder().path],
            timeLimit: 1_800)
        guard result.exitCode == 0 else { throw BuildFailure(result: result) }
        return result
    }

    /// A fresh temporary folder.
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-coverage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `harness test --package-path <fixture> --skip-build <arguments>`, after the build.
    static func test(_ arguments: [String]) async throws -> CommandResult {
        _ = try await build.value
        return try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--package-path", package.path, "--skip-build"] + arguments,
            timeLimit: 300)
    }

    /// `harness coverage which …` against a history file.
    static func which(_ target: String, history: URL) async throws -> CommandResult {
        try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["coverage", "which", "--history", history.path, target, "--lines"])
    }

    /// An lcov tracefile's `DA` records: file → line → count.
    static func lineCounts(lcovAt url: URL) throws -> [String: [Int: UInt64]] {
        var counts: [String: [Int: UInt64]] = [:]
        var file = ""
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("SF:") {
                file = String(line.dropFirst(3))
                counts[file] = [:]
            } else if line.hasPrefix("DA:") {
                let fields = line.dropFirst(3).split(separator: ",")
                guard fields.count >= 2, let number = Int(fields[0]), let count = UInt64(fields[1]) else { continue }
                counts[file, default: [:]][number] = count
            }
        }
        return counts
    }
}
