import Foundation
import Testing

/// `harness test` on `Fixtures/NamesSuite` (no Harness dependency; its own `LinuxMain.swift`
/// lists names with a comma, dots, spaces, one name twice, and a BDD framework's specs: one class
/// listed once per spec, names with parentheses, a slash, a question mark, an empty one), against
/// the model and against `swift test`'s own console: every listed name is selected and reported
/// exactly, once, with the toolchain's status, and the summary's counts add up, on either XCTest.
@Suite(.serialized) struct NamesEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "NamesSuite")
    static let module = "NamesSuiteTests"

    /// Every test's status, by `Module.Class/name`.
    static let model: [String: String] = [
        "\(module).NameTests/a name, with a comma": "passed",
        "\(module).NameTests/a name with a dot.in it": "failed",
        "\(module).NameTests/a name with spaces": "passed",
        "\(module).NameTests/listed twice": "passed",
        "\(module).NameTests/testPlain": "passed",
        "\(module).SpecTests/when it rains, it pours": "failed",
        "\(module).SpecTests/version 1.2 parses": "passed",
        "\(module).SpecTests/a.b.c d": "passed",
        "\(module).PlainTests/testOne": "passed",
        "\(module).PlainTests/testTwo": "failed",
        "\(module).BaseSpec/currentSpec() returns the current spec": "passed",
        "\(module).BaseSpec/returns nil when asking for AsyncSpec.current": "passed",
        "\(module).BaseSpec/": "passed",
        "\(module).BaseSpec/reads a/b paths": "passed",
        "\(module).BaseSpec/is it raining?": "failed",
    ]

    /// What one `harness test --xctest toolchain` reported.
    struct Report {
        var result: CommandResult
        var statuses: [String: String] = [:]
        /// How many `testFinished` lines each test had.
        var reported: [String: Int] = [:]
        var summary: [String: Int] = [:]
        var resultCount = 0
        /// Each notice's `noticeKind` and `message`, in order.
        var notices: [(kind: String, message: String)] = []
    }

    static func harness(_ arguments: [String], xctest: String = "toolchain") async throws -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("run.jsonl")
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--xctest", xctest, "--package-path", package.path, "--history",
                folder.appendingPathComponent("history.sqlite").path, "--json", json.path,
            ] + arguments, timeLimit: 1_800)
        var report = Report(result: result)
        for line in ((try? String(contentsOf: json, encoding: .utf8)) ?? "").split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            switch object["kind"] as? String {
            case "testFinished":
                guard let id = object["id"] as? [String: String], let module = id["module"],
                    let className = id["className"], let method = id["method"]
                else { continue }
                let name = "\(module).\(className)/\(method)"
                report.statuses[name] = object["status"] as? String
                report.reported[name, default: 0] += 1
            case "runFinished":
                report.resultCount = object["resultCount"] as? Int ?? -1
                report.summary = (object["summary"] as? [String: Any] ?? [:]).compactMapValues { $0 as? Int }
            case "notice":
                report.notices.append(
                    (kind: object["noticeKind"] as? String ?? "", message: object["message"] as? String ?? ""))
            default:
                continue
            }
        }
        return report
    }

    /// `swift test`'s statuses from its console, a name's runs folded (failed if any failed).
    static func swiftTest() async throws -> [String: String] {
        let result = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift", "test", "--package-path", package.path],
            timeLimit: 1_800)
        var statuses: [String: String] = [:]
        for line in result.outputLines + result.errorLines where line.hasPrefix("Test Case '") {
            for verdict in ["passed", "failed"] {
                guard let range = line.range(of: "' \(verdict) (") else { continue }
                let printed = line[line.index(line.startIndex, offsetBy: 11)..<range.lowerBound]
                guard let dot = printed.firstIndex(of: ".") else { continue }
                let name = "\(module).\(printed[..<dot])/\(printed[printed.index(after: dot)...])"
                if statuses[name] != "failed" { statuses[name] = verdict }
            }
        }
        return statuses
    }

    static func checkCounts(_ report: Report) {
        #expect(report.resultCount == report.statuses.count)
        let counted = ["passed", "failed", "skipped", "flaky", "timedOut", "crashed", "hostLaunchFailed"]
            .reduce(0) { $0 + (report.summary[$1] ?? 0) }
        #expect(counted == report.resultCount, "summary \(report.summary)")
        #expect(report.reported.values.allSatisfy { $0 == 1 }, "reported twice: \(report.reported)")
    }

    @Test(
        "every listed name is selected and reported exactly once, as swift test reports it",
        arguments: ["toolchain", "harness"])
    func everyNameAsTheToolchainReportsIt(xctest: String) async throws {
        let report = try await Self.harness([], xctest: xctest)
        #expect(report.result.exitCode == 1, "\(report.result.diagnosis)")
        #expect(report.statuses == Self.model, "\(report.result.diagnosis)")
        Self.checkCounts(report)
        #expect(
            report.notices.contains {
                $0.kind == "testListedRepeatedly" && $0.message.contains("NameTests/listed twice is listed 2 times")
            }, "\(report.notices)")
        #expect(try await Self.swiftTest() == Self.model)
    }

    @Test("a filter naming one test of a class with a comma runs the class whole, and says so")
    func filterWidensTheCommaClass() async throws {
        let report = try await Self.harness(["NameTests/testPlain", "PlainTests/testOne"])
        let expected = Self.model.filter { $0.key.contains(".NameTests/") || $0.key.hasSuffix("/testOne") }
        #expect(report.statuses == expected, "\(report.result.diagnosis)")
        Self.checkCounts(report)
        #expect(
            report.notices.contains {
                $0.kind == "classRunsWhole" && $0.message.contains("NameTests runs whole (4 tests more than selected)")
            }, "\(report.notices)")
    }

    @Test("shards keep a class with a comma whole: disjoint and covering", arguments: ["count", "hash", "time"])
    func shards(kind: String) async throws {
        var seen: [String: String] = [:]
        var total = 0
        for index in 1...2 {
            let report = try await Self.harness(["--partition", "\(kind):\(index)/2"])
            Self.checkCounts(report)
            total += report.statuses.count
            seen.merge(report.statuses) { first, _ in first }
        }
        #expect(total == Self.model.count)
        #expect(seen == Self.model)
    }
}
