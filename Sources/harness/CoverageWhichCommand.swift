import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel
import HarnessRunner
import HarnessWire

/// `harness coverage which FILE[:LINE]`: the tests whose latest recorded coverage executed
/// that file (or that line), one per line, ready to pass back to `harness test`.
///
/// ```sh
/// harness coverage which Sources/NoteKit/NoteStore.swift:42
/// NoteKitTests.NoteStoreTests/testAddKeepsOrder
/// ```
struct CoverageWhichCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "which",
        abstract: "List the tests whose recorded coverage ran a file, or one line of it.",
        discussion: """
            FILE is matched against the recorded absolute paths: the same path, or a path ending \
            in /FILE (relative to the package, or a bare file name). Exit status: 0 tests listed; \
            1 no recorded test ran it; 2 no per-test coverage recorded (run 'harness test \
            --coverage per-test' first).
            """
    )

    @OptionGroup var location: HistoryLocation

    @Argument(help: ArgumentHelp("The source file, optionally with a line.", valueName: "file[:line]"))
    var target: String

    @Flag(help: "Also print the lines each test ran in the file.")
    var lines = false

    func run() throws {
        let (file, line) = Self.split(target)
        let database = try location.open()
        let tests: [CoveringTest]
        do {
            guard try database.testsWithCoverage() > 0 else {
                throw HarnessFailure(
                    "no per-test coverage is recorded in \(location.url.path): "
                        + "run 'harness test --coverage per-test' first",
                    code: RunnerExitCode.badInput)
            }
            tests = try database.tests(covering: file, line: line)
        } catch let failure as HarnessFailure {
            throw failure
        } catch {
            throw HarnessFailure("failed to read the run history \(location.url.path): \(error)", code: 2)
        }
        if location.json {
            try location.printJSON(tests)
        } else if tests.isEmpty {
            print("no recorded test ran \(target)")
        } else if lines {
            for test in tests { print("\(test.test)  \(test.file): \(ExecutedLines.text(of: test.ranges))") }
        } else {
            var printed = Set<TestIdentifier>()
            for test in tests where printed.insert(test.test).inserted { print("\(test.test)") }
        }
        if tests.isEmpty { throw ExitCode(1) }
    }

    /// `path:12` → (`path`, 12); a path without a numeric suffix keeps its colons.
    static func split(_ target: String) -> (file: String, line: Int?) {
        guard let colon = target.lastIndex(of: ":"), let line = Int(target[target.index(after: colon)...]) else {
            return (target, nil)
        }
        return (String(target[..<colon]), line)
    }
}
