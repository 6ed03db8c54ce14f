import Foundation
import HarnessWire

/// A program of the package under test, to launch from a test and drive from outside: the
/// Linux counterpart of `XCUIApplication`, for servers and command-line tools.
///
/// ```swift
/// var program = Program(product: "NoteServer")
/// program.launchArguments = ["--port", "0"]
/// program.launchEnvironment["NOTESERVER_LOG"] = "debug"
/// let server = try await program.launch()          // returns once the app says it is ready
/// let notes = server.baseURL?.appending(path: "notes")
/// await server.terminate()                           // SIGTERM, a grace period, then SIGKILL
/// ```
///
/// Each launch gets a fresh working directory and `HOME` (``LaunchedProgram/workingDirectory``).
/// The executable is found beside the test executable, where SwiftPM builds every product of
/// the package; a name that is not one fails with the names that are.
public struct Program: Sendable {
    /// What to start.
    public enum Executable: Sendable, Hashable {
        /// An executable product of the package, by name.
        case product(String)
        /// An executable at a path.
        case path(String)
    }

    /// What to start.
    public var executable: Executable
    /// The command-line arguments after the executable's path.
    public var launchArguments: [String] = []
    /// Variables added to (or replacing) the test process's environment.
    public var launchEnvironment: [String: String] = [:]
    /// When the program counts as ready; AppHost apps say so themselves (the default).
    public var readiness: Readiness = .announced
    /// How long ``launch()`` waits for readiness before it stops the program and fails.
    public var readyTimeout: Duration = .seconds(30)
    /// How long ``LaunchedProgram/terminate()`` waits after SIGTERM before SIGKILL.
    public var terminationGrace: Duration = .seconds(5)

    /// A program of the package, by product name.
    public init(product: String) {
        executable = .product(product)
    }

    /// A program at a path.
    public init(path: String) {
        executable = .path(path)
    }

    /// The name messages call the program by.
    public var name: String {
        switch executable {
        case .product(let name): name
        case .path(let path): URL(fileURLWithPath: path).lastPathComponent
        }
    }

    /// Launches the program and returns once it is ready (``readiness``).
    ///
    /// The program joins `scope` (inside ``withLaunchScope(_:_:)``, that one), which stops it
    /// when it ends. Outside any scope, under Harness's XCTest, it joins a scope that ends with
    /// the running test, after its tear-down. A toolchain XCTest test uses
    /// `withLaunchScope(name) { … }`, or keeps a scope of its own and ends it in `tearDown`:
    ///
    /// ```swift
    /// let launches = LaunchScope(name: "ServerTests")
    /// override func tearDown() async throws {
    ///     for problem in await launches.end(failed: testRun?.hasSucceeded == false) { XCTFail("\(problem)") }
    /// }
    /// func testHealth() async throws {
    ///     let server = try await Program(product: "NoteServer").launch(in: launches)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scope: the scope the program joins.
    ///   - fileID: filePath: line: column: the call's place, which a warning about the program
    ///     points at (one left running at the scope's end); leave them to their defaults.
    /// - Throws: ``LaunchError`` when the product does not exist, the program cannot start, it
    ///   ends before it is ready (with its status and last lines), or it is not ready in time
    ///   (it is stopped then).
    public func launch(
        in scope: LaunchScope? = LaunchScope.current, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) async throws(LaunchError) -> LaunchedProgram {
        let site = LaunchSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return try await launch(joining: scope ?? TestEndScope.forTheRunningXCTest(), at: site)
    }

    /// Launches the program into `scope` (nil: none, its last reference stops it), from `site`.
    func launch(joining scope: LaunchScope?, at site: LaunchSite? = nil) async throws(LaunchError) -> LaunchedProgram {
        let environment = ProcessInfo.processInfo.environment
        let path = try resolvedPath(environment: environment)
        let folder = try LaunchFolder.make(for: name, environment: environment)
        let program: LaunchedProgram
        do {
            program = try LaunchedProgram.start(
                self, path: path, folder: folder,
                environment: programEnvironment(inherited: environment, folder: folder), inScope: scope != nil)
        } catch {
            folder.remove()
            throw error
        }
        scope?.adopt(program, launchedAt: site)
        try await program.waitUntilReady(readiness, timeout: readyTimeout)
        return program
    }

    /// The executable's path.
    func resolvedPath(environment: [String: String]) throws(LaunchError) -> String {
        switch executable {
        case .product(let name): try ProductLocator(environment: environment).executable(named: name).path
        case .path(let path): path
        }
    }

    /// The test process's environment, the launch's own variables, `HOME` and the ready
    /// channel's descriptor.
    ///
    /// Swift's symbolicating backtracer is off unless asked for (`SWIFT_BACKTRACE` in either
    /// environment): a crash's last lines then say what the program said, not fifty lines of
    /// registers, and it dies in milliseconds instead of half a second.
    func programEnvironment(inherited: [String: String], folder: LaunchFolder) -> [String: String] {
        var environment = inherited
        environment["HOME"] = folder.homeDirectory.path
        environment["PWD"] = folder.workingDirectory.path
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment.merge(launchEnvironment) { $1 }
        environment[LaunchVariable.readyFileDescriptor.name] = String(ProgramSpawner.readyDescriptor)
        return environment
    }
}
