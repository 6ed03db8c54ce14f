import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Swift Testing worker started ahead, on `Fixtures/MixedSuite`, seen through the run's own
/// records (`--json`): the rest of a crashed or timed-out worker's batch runs in a worker that
/// was started before the crash, and no worker process outlives the run, whether it ends
/// normally, after a timeout or on an interrupt.
@Suite(.serialized)
struct SwiftTestingStandbyTests {
    /// One run's runner events, in order.
    struct Events {
        let lines: [[String: Any]]

        init(file: URL) throws {
            let text = try String(contentsOf: file, encoding: .utf8)
            lines = try text.split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        func index(of kind: String, where matches: ([String: Any]) -> Bool = { _ in true }) -> Int? {
            lines.firstIndex { $0["kind"] as? String == kind && matches($0) }
        }

        /// The worker the test (a function's name) started in.
        func worker(running method: String) -> Int? {
            index(of: "testStarted") { ($0["id"] as? [String: Any])?["method"] as? String == method }
                .flatMap { lines[$0]["worker"] as? Int }
        }
    }

    /// The pids of the processes whose environment holds `marker` (the run's workers inherit it).
    static func processes(marked marker: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), pid != getpid(),
                let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
            else { return nil }
            return String(decoding: environment, as: UTF8.self).contains(marker) ? pid : nil
        }
    }

    /// `harness test --no-parallel --json` (one worker, one test at a time in it) on `selection`
    /// with a marker in the environment; the events, the console, and the processes still marked
    /// once `harness` has exited.
    static func run(_ selection: [String]) async throws -> (events: Events, result: CommandResult, left: [Int32]) {
        let marker = UUID().uuidString
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("standby-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try await MixedSuiteFixture.harness(
            "test", selection + ["--no-parallel", "--json", report.path],
            environment: ["STANDBY_PROBE": marker])
        return (try Events(file: report), result, processes(marked: marker))
    }

    /// The worker that ran `method` after worker `lost` ended was started ahead, before that end.
    static func expectStartedAhead(_ events: Events, ranAfterLoss method: String, diagnosis: String) throws {
        let lost = try #require(events.index(of: "workerLost"), "\(diagnosis)")
        let replacement = try #require(events.worker(running: method), "\(diagnosis)")
        #expect(replacement != events.lines[lost]["worker"] as? Int)
        let started = try #require(events.index(of: "workerStarted") { $0["worker"] as? Int == replacement })
        #expect(events.lines[started]["startedAhead"] as? Bool == true, "\(diagnosis)")
        #expect(started < lost, "worker \(replacement) was started after the loss: \(diagnosis)")
    }

    /// `selection` ends its first test's worker (a crash, or a hang past `--timeout 1`); the test
    /// after it runs in the worker started ahead.
    @Test(arguments: [
        (["ProcessTests/crashes", "ProcessTests/afterTheCrash"], "crashes()", "CRASH"),
        (["ProcessTests/hangs", "ProcessTests/afterTheCrash", "--timeout", "1"], "hangs()", "TIMEOUT"),
    ])
    func theRestOfAWorkersBatchRunsInTheWorkerStartedAhead(
        selection: [String], ending: String, status: String
    ) async throws {
        let (events, result, left) = try await Self.run(selection)
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == [
                "MixedSuiteTests.ProcessTests/\(ending)": status,
                "MixedSuiteTests.ProcessTests/afterTheCrash()": "PASS",
            ], "\(result.diagnosis)")
        try Self.expectStartedAhead(events, ranAfterLoss: "afterTheCrash()", diagnosis: result.diagnosis)
        #expect(left.isEmpty, "processes left behind: \(left)")
    }

    /// A parameterized function whose last case crashes its worker: the crash names that case
    /// (which the stream said had started), and the cases that ended before it are kept.
    @Test func aCrashInsideAParameterizedCaseNamesTheCase() async throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("case-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try await MixedSuiteFixture.harness(
            "test", ["AreaTests/sides", "--json", report.path], environment: ["MIXED_SUITE_CRASH_CASE": "1"])
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == ["MixedSuiteTests.AreaTests/sides(name:)": "CRASH"],
            "\(result.diagnosis)")
        #expect(result.standardOutput.contains(#", in its case "circle""#), "\(result.diagnosis)")
        let finished = try #require(try Events(file: report).lines.first { $0["kind"] as? String == "testFinished" })
        let cases = ((finished["attempts"] as? [[String: Any]])?.last?["cases"] as? [[String: Any]]) ?? []
        #expect(cases.compactMap { $0["arguments"] as? String } == [#""triangle""#, #""square""#])
    }

    @Test func anInterruptLeavesNoWorkerBehind() async throws {
        let marker = UUID().uuidString
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standby-\(marker)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = folder.appendingPathComponent("events.jsonl")
        _ = try await MixedSuiteFixture.harness("list", [])  // built before the clock starts
        let process = Process()
        process.executableURL = RunnerFixture.harness
        process.arguments = [
            "test", "--package-path", MixedSuiteFixture.package.path, "--skip-build", "--jobs", "1", "--json", "-",
            "ProcessTests/hangs", "ProcessTests/afterTheCrash",
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(["STANDBY_PROBE": marker]) { $1 }
        _ = FileManager.default.createFile(atPath: events.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: events)
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupt once the hanging test runs and the standby is started.
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
            if text.contains(#""startedAhead":true"#), text.contains(#""kind":"testStarted""#) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        #expect(text.contains(#""startedAhead":true"#), "\(text)")
        kill(process.processIdentifier, SIGINT)
        try await Task.sleep(for: .milliseconds(200))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(Self.processes(marked: marker).isEmpty, "processes left behind")
    }
}
