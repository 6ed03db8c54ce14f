import Foundation
import Synchronization

/// Every fixture's build, made once per test process and shared by every test that needs it.
///
/// A build is named by its fixture's folder and a variant (`harness`, `toolchain`, a route, the
/// command that builds it). The first test to ask starts it; tests that ask meanwhile, from any
/// thread, await the same task; a failed build fails every test that needs it with the same
/// ``FixtureBuildFailure``. Across processes, SwiftPM's lock on a scratch folder serialises the
/// builds, and the second finds nothing to do.
///
/// ```swift
/// let package = RepositoryPaths.fixture(named: "SignalApp")
/// let built = try await FixtureBuilds.once(FixtureBuildName(package, variant: "swift build")) {
///     try await CommandRunner.run(tool: "swift", arguments: ["build", "--package-path", package.path])
/// }
/// ```
enum FixtureBuilds {
    /// The builds started so far. Each task's value is the `Value` its first caller asked for.
    private static let started = Mutex<[FixtureBuildName: Task<any Sendable, any Error>]>([:])

    /// The value `build` returns, run the first time `name` is asked for and shared after that.
    static func once<Value: Sendable>(
        _ name: FixtureBuildName, _ build: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let task = started.withLock { started in
            if let running = started[name] { return running }
            let task = Task<any Sendable, any Error> { try await build() }
            started[name] = task
            return task
        }
        let value = try await task.value
        guard let typed = value as? Value else {
            // Two callers gave one name different kinds of build: a defect of the tests, said once.
            preconditionFailure("\(name) was built as \(type(of: value)), not \(Value.self)")
        }
        return typed
    }

    /// Runs `command` through `run` once per test process, and returns its result when it
    /// exited 0 (and `succeeded` agrees); otherwise the build fails with one line naming it.
    @discardableResult
    static func command(
        _ name: FixtureBuildName, succeeded: @escaping @Sendable () -> Bool = { true },
        run: @escaping @Sendable () async throws -> CommandResult
    ) async throws -> CommandResult {
        try await once(name) {
            let result = try await run()
            guard result.exitCode == 0, succeeded() else { throw FixtureBuildFailure(name: name, result: result) }
            return result
        }
    }
}

extension FixtureBuilds {
    /// `harness list --package-path <package> <arguments>` once per test process: how a package
    /// that `harness test --skip-build` then runs is built (in its own `.build`, as a user's is).
    @discardableResult
    static func harnessList(_ package: URL, _ arguments: [String] = []) async throws -> CommandResult {
        let name = FixtureBuildName(package, variant: (["harness list"] + arguments).joined(separator: " "))
        return try await command(name) {
            try await CommandRunner.run(
                RunnerFixture.harness, arguments: ["list", "--package-path", package.path] + arguments,
                timeLimit: 1_800)
        }
    }
}

/// A fixture build's name: the fixture's folder and how it is built.
struct FixtureBuildName: Hashable, Sendable, CustomStringConvertible {
    /// The package's folder in the repository (`Fixtures/RunnerSuite`, `Examples/NoteServer`).
    var folder: String
    /// Which build of it: a `FixtureVariant`'s name, a route, the command that builds it.
    var variant: String

    /// The build `variant` of the package at `package`.
    init(_ package: URL, variant: String) {
        let root = RepositoryPaths.root.standardizedFileURL.path + "/"
        let path = package.standardizedFileURL.path
        folder = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        self.variant = variant
    }

    var description: String { "\(folder) (\(variant))" }
}

/// A fixture that did not build: one line naming it and the command's status, then the
/// command's log, since the cause is usually in the middle.
struct FixtureBuildFailure: Error, CustomStringConvertible {
    var name: FixtureBuildName
    var result: CommandResult

    var description: String {
        let status = result.timedOut ? "was killed after its time limit" : "exited \(result.exitCode)"
        return "The fixture \(name) did not build: \(result.commandLine) \(status); its log follows.\n"
            + result.diagnosis
    }
}
