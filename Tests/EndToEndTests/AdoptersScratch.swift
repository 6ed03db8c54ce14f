import Foundation

/// The scratch folder the fixtures that adopt Harness by path share, and the one way to build in
/// it: one build at a time, each planned afresh for its package.
///
/// Harness's own modules (HarnessWire, HarnessProcess, HarnessBaselines, AppHost, XCTest), the
/// same sources built with the same commands for each fixture, are compiled once and found up to
/// date by the next fixture's build, which compiles its own targets alone.
///
/// SwiftPM keeps one build plan per scratch folder (`debug.yaml`, `debug/description.json`) and
/// takes it as current while the inputs it lists are unchanged, whichever package it was made
/// for: the next package's build then found nothing to do and left its bundle unbuilt, and
/// `swift test` ran another package's bundle. So each build removes the plan first (SwiftPM plans
/// the package it is asked for; llbuild still finds the shared modules built), and no other
/// build in this process runs meanwhile.
///
/// ```swift
/// let result = try await AdoptersScratch.build(RepositoryPaths.fixture(named: "AsyncSuite"))
/// ```
enum AdoptersScratch {
    static let path = RepositoryPaths.fixtureScratch(named: "by-path")

    /// The builds in this folder, one after another.
    private static let queue = SerialQueue()

    /// `swift build --build-tests` of `package` in the shared folder, after the builds asked
    /// before it.
    static func build(_ package: URL, environment: [String: String]? = nil) async throws -> CommandResult {
        try await swift(["build", "--build-tests"], package, environment: environment)
    }

    /// `swift <command> --package-path <package> --scratch-path <the shared folder>`, after the
    /// commands asked before it, with SwiftPM's plan made afresh (`swift test` too builds first).
    static func swift(_ command: [String], _ package: URL, environment: [String: String]? = nil) async throws
        -> CommandResult
    {
        try await queue.run {
            for plan in ["debug.yaml", "debug/description.json"] {
                let file = path.appendingPathComponent(plan)
                // Absent before the first build: nothing to remove is no failure.
                if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            }
            return try await CommandRunner.run(
                tool: "swift", arguments: command + ["--package-path", package.path, "--scratch-path", path.path],
                environment: environment, timeLimit: 1_800)
        }
    }
}

/// Runs work one piece at a time, in the order asked, across tasks.
actor SerialQueue {
    private var last: Task<Void, Never>?

    /// `work`'s result, once the work asked for before it has ended.
    func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let previous = last
        let task = Task<Value, any Error> {
            await previous?.value
            return try await work()
        }
        last = Task { _ = try? await task.value }
        return try await task.value
    }
}
