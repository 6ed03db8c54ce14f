import Foundation
import HarnessWire
import Synchronization

/// The programs launched while a scope runs, stopped when it ends: the "stop that always
/// happens", in any test framework.
///
/// ```swift
/// @Test func notesSurvive() async throws {
///     try await withLaunchScope { _ in
///         let server = try await Program(product: "NoteServer").launch()
///         …                                  // stopped when the scope ends, whatever happens
///     }
/// }
/// ```
///
/// At its end every program still running is stopped (SIGTERM, grace, SIGKILL) and named in
/// one line on standard error, and in a warning on the running Swift Testing test (it passes,
/// and its result names the program). A program that crashed while the scope ran fails it
/// (``LaunchError/crashed(program:state:lastLines:)``, with its last lines) unless the body
/// already threw. When the scope fails, each program's output is written to its launch
/// folder, which is kept and renamed after the scope; otherwise the folders are removed.
public final class LaunchScope: Sendable {
    /// The scope programs launched by this task join.
    @TaskLocal public static var current: LaunchScope?

    /// The name messages call the scope by (the test's).
    public let name: String
    /// The test a kept folder names (``KeptLaunchFolder/testFile``): the running Swift Testing
    /// test's full identity when there is one, else `name` (an XCTest test passes its `name`,
    /// `Class.method`).
    public let test: String
    private let programs = Mutex<[LaunchedProgram]>([])
    /// Where each program was launched (``Program/launch(in:fileID:filePath:line:column:)``).
    private let sites = Mutex<[ObjectIdentifier: LaunchSite]>([:])

    /// A scope for the test `name` names; inside a Swift Testing test or under Harness's
    /// XCTest, the running test.
    public init(name: String) {
        self.name = name
        test = CurrentTest.identifier.map(KeptLaunchFolder.identity(of:)) ?? name
    }

    /// A scope for the test `test` names fully, called `name` in messages.
    init(name: String, test: String) {
        self.name = name
        self.test = test
    }

    /// The programs launched in the scope so far.
    public var launched: [LaunchedProgram] { programs.withLock { $0 } }

    /// Adds a program to the scope (``Program/launch()`` does it).
    public func adopt(_ program: LaunchedProgram) {
        programs.withLock { $0.append(program) }
    }

    /// Adds a program launched at `site`, which a warning about it points at.
    func adopt(_ program: LaunchedProgram, launchedAt site: LaunchSite?) {
        if let site { sites.withLock { $0[ObjectIdentifier(program)] = site } }
        adopt(program)
    }

    /// Ends the scope: stops what runs, reports crashes, removes or keeps the folders.
    ///
    /// - Parameter failed: whether the test failed; its programs' folders are kept then.
    /// - Returns: the problems to fail the test with: programs that crashed.
    @discardableResult
    public func end(failed: Bool) async -> [LaunchError] {
        let programs = self.programs.withLock { programs in
            defer { programs.removeAll() }
            return programs
        }
        var problems: [LaunchError] = []
        for program in programs {
            if !program.state.hasEnded {
                let ended = await program.terminate()
                let line =
                    "\(program.name) (pid \(program.processIdentifier)) was still running at the end of \(name); "
                    + "stopped it: \(ended)"
                report(line)
                CurrentTest.warn(line, at: sites.withLock { $0[ObjectIdentifier(program)] })
            }
            let record = program.monitor.record
            if record.crashed {
                problems.append(.crashed(program: program.name, state: record.state, lastLines: record.lastLines(20)))
            }
        }
        for program in programs {
            if failed || !problems.isEmpty {
                let kept = program.keepFolder(for: test)
                report("kept \(program.name)'s launch folder and output: \(kept.path)")
            } else {
                program.folder.remove()
            }
        }
        return problems
    }

    /// One line about the test, to it alone (``TestNotes``).
    private func report(_ line: String) {
        TestNotes.write(line)
    }
}

/// Runs `body` in a new ``LaunchScope`` and ends it: every program launched inside is stopped
/// when `body` returns or throws, and a program that crashed fails the scope.
///
/// - Parameters:
///   - name: what kept folders are named after; the calling function by default.
///   - body: the test's code.
public func withLaunchScope<Result: Sendable>(
    _ name: String = #function, _ body: (LaunchScope) async throws -> Result
) async throws -> Result {
    let scope = LaunchScope(name: name)
    let result: Result
    do {
        result = try await LaunchScope.$current.withValue(scope) { try await body(scope) }
    } catch {
        await scope.end(failed: true)
        throw error
    }
    if let crash = await scope.end(failed: false).first { throw crash }
    return result
}

extension LaunchedProgram {
    /// Writes the program's output into its launch folder, keeps the folder for `test`
    /// (``LaunchFolder/keep(for:)``) and returns where it is.
    func keepFolder(for test: String) -> URL {
        for (stream, file) in zip(ProgramStream.allCases, KeptLaunchFolder.outputFiles) {
            let text = lines(of: stream).joined(separator: "\n")
            // A file not written is named by the runner as missing from the kept folder.
            try? Data(text.utf8).write(to: folder.root.appendingPathComponent(file))
        }
        return folder.keep(for: test)
    }
}
