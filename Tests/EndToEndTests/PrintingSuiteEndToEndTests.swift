import Foundation
import Testing

/// `Fixtures/PrintingSuite` (no dependency on Harness): 64 `@Test` functions that each print 100
/// lines on stdout and 100 on stderr while they run side by side. Issue 33, item 10: the lines
/// cut Swift Testing's records on the pipe they shared, so the runner lost tests' ends and took
/// finished workers for crashed ones. Every record now reaches the runner whole.
@Suite(.serialized)
struct PrintingSuiteEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "PrintingSuite")
    static let tests = (0..<8).flatMap { suite in (0..<8).map { "Printer\(suite)Tests.prints\($0)" } }

    /// `harness test` on the fixture (built on first use, unmodified) with `--json`: the console
    /// and each finished test's attempts, by test name (`Printer0Tests.prints0`).
    static func harness(_ arguments: [String]) async throws -> (
        result: CommandResult, attempts: [String: [[String: Any]]]
    ) {
        let events = FileManager.default.temporaryDirectory.appendingPathComponent(
            "printing-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--package-path", package.path, "--json", events.path] + arguments,
            timeLimit: 1_800)
        var attempts: [String: [[String: Any]]] = [:]
        for line in ((try? String(contentsOf: events, encoding: .utf8)) ?? "").split(separator: "\n") {
            guard let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                record["kind"] as? String == "testFinished", let id = record["id"] as? [String: Any],
                let method = (id["method"] as? String)?.replacingOccurrences(of: "()", with: "")
            else { continue }
            let name = "\(id["className"] as? String ?? "").\(method)"
            attempts[name, default: []] += record["attempts"] as? [[String: Any]] ?? []
        }
        return (result, attempts)
    }

    @Test func noRecordIsLostWhenTestsPrintSideBySide() async throws {
        let (result, attempts) = try await Self.harness(["--repeat", "3", "--timeout", "20"])
        let console = result.standardOutput + result.standardError
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        // Nothing unreadable, no worker taken for crashed, nothing run again.
        #expect(!console.contains("could not be read"), "\(result.diagnosis)")
        #expect(!console.contains("of its tests were running side by side"), "\(result.diagnosis)")
        #expect(!console.contains("runs again alone"), "\(result.diagnosis)")
        let statuses = RunnerFixture.statuses(in: result.standardOutput)
        #expect(
            statuses
                == Dictionary(uniqueKeysWithValues: Self.tests.map { ("PrintingSuiteTests.\($0)".slashed, "PASS") }),
            "\(result.diagnosis)")
        // Each repetition of each test passed once, in one attempt, with what it printed last.
        #expect(attempts.count == Self.tests.count, "\(result.diagnosis)")
        for name in Self.tests {
            let runs = attempts[name] ?? []
            #expect(runs.count == 3, "\(name): \(runs.count) attempts")
            for run in runs {
                #expect(run["status"] as? String == "passed", "\(name): \(run["status"] ?? "none")")
                // Only its own lines (item 7): the lines of tests beside it are not its.
                let output = run["stdout"] as? String ?? ""
                let others = output.split(separator: "\n").filter { !$0.hasPrefix("\(name) ") }
                #expect(others.isEmpty, "\(name) holds \(others.count) lines of other tests: \(others.prefix(3))")
            }
        }
        // Every line printed is in its test's output or among the lines said to be no one
        // test's, once: 64 tests, 200 lines each, 3 times.
        let inTests = attempts.values.joined().reduce(0) { count, run in
            count + (run["stdout"] as? String ?? "").split(separator: "\n").count
        }
        let shared = try Self.sharedLines(in: console)
        #expect(inTests + shared.count == Self.tests.count * 200 * 3, "\(inTests) + \(shared.count)")
        #expect(shared.allSatisfy { line in Self.tests.contains { line.hasPrefix("\($0) ") } })
    }

    /// The lines of the files the shared-output notices name (`… N more lines in PATH`, `(also in PATH)`).
    static func sharedLines(in console: String) throws -> [Substring] {
        var lines: [Substring] = []
        for line in console.split(separator: "\n") {
            let path: Substring
            if let range = line.range(of: " more lines in ") {
                path = line[range.upperBound...]
            } else if line.hasPrefix("(also in "), line.hasSuffix(")") {
                path = line.dropFirst("(also in ".count).dropLast()
            } else {
                continue
            }
            lines += try String(contentsOfFile: String(path), encoding: .utf8).split(separator: "\n")
        }
        return lines
    }
}

extension String {
    /// `Module.Suite.function` as the console names it, `Module.Suite/function()`.
    fileprivate var slashed: String {
        guard let dot = lastIndex(of: ".") else { return self }
        return self[..<dot] + "/" + self[index(after: dot)...] + "()"
    }
}
