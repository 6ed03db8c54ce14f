import Foundation
import Testing

/// Each `@Test`'s own output, cut per test as an XCTest method's is: what it printed and nothing
/// of its neighbours, in the JSON report (and so in JUnit and HTML, which read the same
/// attempts), also when it crashed.
@Suite(.serialized)
struct MixedSuiteOutputTests {
    /// `harness test --json` on a few tests; each finished test's last attempt by its id.
    static func attempts(_ filters: [String]) async throws -> (CommandResult, [String: [String: Any]]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mixed-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try await MixedSuiteFixture.harness("test", filters + ["--json", path.path])
        var attempts: [String: [String: Any]] = [:]
        let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            guard let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                record["kind"] as? String == "testFinished",
                let id = record["id"] as? [String: Any],
                let last = (record["attempts"] as? [[String: Any]])?.last
            else { continue }
            let name = "\(id["className"] as? String ?? "")/\(id["method"] as? String ?? "")"
            attempts[name] = last.merging(["framework": record["framework"] ?? ""]) { $1 }
        }
        return (result, attempts)
    }

    /// One test at a time (`--no-parallel`), each test's output is exactly what it printed.
    @Test func eachSwiftTestingTestKeepsItsOwnOutput() async throws {
        let (result, attempts) = try await Self.attempts([
            "AreaTests/areaFails", "AreaTests/areaPasses", "SerialTests", "MixedSuiteTests/topLevelPasses()",
            "--no-parallel",
        ])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(attempts.count == 5, "\(result.diagnosis)")
        #expect(attempts["AreaTests/areaFails()"]?["stdout"] as? String == "measuring 2 by 3\n", "\(result.diagnosis)")
        #expect(attempts["AreaTests/areaPasses()"]?["stdout"] as? String == "")
        // Standard error is cut per test too, in the order written, with stdout.
        #expect(attempts["SerialTests/first()"]?["stdout"] as? String == "serial first\nserial first on stderr\n")
        #expect(attempts["SerialTests/second()"]?["stdout"] as? String == "serial second\n")
        #expect(attempts["/topLevelPasses()"]?["stdout"] as? String == "top-level output\n")
        #expect(attempts["AreaTests/areaFails()"]?["framework"] as? String == "swiftTesting")
        // The failure keeps Swift Testing's expanded expectation and its line.
        let issue = try #require((attempts["AreaTests/areaFails()"]?["issues"] as? [[String: Any]])?.first)
        #expect(
            issue["description"] as? String == "Expectation failed: (Shapes.area(width: width, height: 3) → 6) == 7")
        let location = try #require(issue["location"] as? [String: Any])
        #expect((location["file"] as? String)?.hasSuffix("MixedSuiteTests/AreaTests.swift") == true)
        #expect(location["line"] as? Int == 21)
    }

    /// Side by side (the default), a test's output holds what it printed and nothing else: a line
    /// written while tests ran beside it could be any of theirs, so it is in no test's output and
    /// is said once, in a notice naming them (issue 33, item 7).
    @Test func sideBySideEachTestHoldsOnlyWhatItPrinted() async throws {
        let (result, attempts) = try await Self.attempts(["AreaTests/areaFails", "SerialTests"])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(attempts.count == 3, "\(result.diagnosis)")
        let printed = [
            "AreaTests/areaFails()": ["measuring 2 by 3"],
            "SerialTests/first()": ["serial first", "serial first on stderr"],
            "SerialTests/second()": ["serial second"],
        ]
        let shared = Self.sharedLines(in: result.standardOutput)
        for (test, own) in printed {
            let output = (attempts[test]?["stdout"] as? String ?? "").split(separator: "\n").map(String.init)
            #expect(output.allSatisfy(own.contains), "\(test) holds \(output)")
            // Each line it printed is in its output, or said to be no one test's.
            for line in own { #expect(output.contains(line) || shared.contains(line), "\(test): \(line) is lost") }
        }
        // `.serialized` keeps the suite's tests apart: neither holds the other's lines.
        #expect((attempts["SerialTests/second()"]?["stdout"] as? String)?.contains("serial first") == false)
    }

    /// The lines of the console's notices of output no one test can be given.
    static func sharedLines(in console: String) -> [String] {
        var lines: [String] = []
        var inNotice = false
        for line in console.split(separator: "\n").map(String.init) {
            if line.contains("NOTE ") {
                inNotice = line.contains("that no one of them can be given")
            } else if inNotice {
                lines.append(line)
            }
        }
        return lines
    }

    @Test func aCrashedTestKeepsWhatItPrintedBeforeTheCrash() async throws {
        let (result, attempts) = try await Self.attempts(["ProcessTests/crashes", "ProcessTests/afterTheCrash"])
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        let crashed = try #require(attempts["ProcessTests/crashes()"], "\(result.diagnosis)")
        #expect(crashed["status"] as? String == "crashed")
        // What it printed, then the runtime's message, and no console line of Swift Testing's own.
        let output = try #require(crashed["stdout"] as? String)
        #expect(output.hasPrefix("about to crash\n"), "\(output)")
        #expect(output.contains("Fatal error: crashing on purpose"), "\(output)")
        #expect(!output.contains("Test run started") && !output.contains("recorded an issue"), "\(output)")
        #expect(crashed["stderr"] as? String ?? "" == "")
        #expect(attempts["ProcessTests/afterTheCrash()"]?["stdout"] as? String == "")
    }
}
