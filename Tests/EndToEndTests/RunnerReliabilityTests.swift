import Foundation
import Testing

/// `harness test` on a fixture where every fault happens: the results match the model, the run
/// goes on after each crash and hang, output is captured, nothing is left running.
@Suite(.serialized)
struct RunnerReliabilityTests {
    @Test func everyFaultInOneRunMatchesTheModel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml").path
        // The hangs must not stall the run: the fixture's time limit kills a runner that waits
        // for them (a wall-clock bound here would measure the machine's load, not Harness).
        // A timeout well above the slow test's 1.2 s and the 100 MB flood, so that a loaded CI
        // machine cannot turn them into timeouts (and then flaky passes): 6 s did, at load 35.
        let mark = RunnerFixture.newRunMark()
        let result = try await RunnerFixture.test(
            ["--timeout", "15", "--retries", "1", "--junit", junit], environment: [RunnerFixture.runMarkVariable: mark])
        #expect(!result.timedOut, "the runner hung on a hanging test:\n\(result.diagnosis)")

        #expect(result.exitCode == 1, "\(result.diagnosis)")
        let statuses = RunnerFixture.statuses(in: result.standardOutput)
        for (id, expected) in RunnerModel.statuses.sorted(by: { $0.key < $1.key }) {
            #expect(statuses[id] == expected, "\(id)")
        }
        #expect(statuses.count == RunnerModel.statuses.count)
        #expect(result.outputLines.last == RunnerModel.summaryLine)

        let output = result.standardOutput
        #expect(output.contains("Fatal error: deliberate fatalError"), "the crash's message is shown")
        #expect(output.contains("about to exit(0) in the middle of a test"), "output before exit() is shown")
        #expect(output.contains("output before the failure"), "a failing test's output is shown")
        #expect(output.contains("signal 11 (SIGSEGV)"))
        #expect(output.contains("Test timed out after 15 s"))
        #expect(!output.contains(String(repeating: "x", count: 2_000_000)), "100 MB of output is cut, not echoed")
        #expect(FileManager.default.fileExists(atPath: junit), "the JUnit report is written")
        #expect(RunnerFixture.survivors(ofRunMarked: mark).isEmpty, "no worker outlives the run")
    }

    @Test func aWorkerKilledFromOutsideCostsOnlyItsTest() async throws {
        try await RunnerFixture.built()
        let process = Process()
        process.executableURL = RunnerFixture.harness
        // The victim hangs until it is killed (the time limit only bounds a failed kill), so no
        // load can let it finish first: a 1.2 s sleeper once passed before its kill landed.
        process.arguments = [
            "test", "--package-path", RunnerFixture.package.path, "--skip-build", "--jobs", "1", "--timeout", "60",
            "HangTests/testHangs", "PassingTests",
        ]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("runner-kill-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Only a worker given the hanging test's class: the runner's listers run the same bundle
        // and end on their own.
        var victim: Int32?
        for _ in 0..<200 where victim == nil {
            try await Task.sleep(for: .milliseconds(50))
            victim = RunnerFixture.workers(running: "HangTests").first {
                RunnerFixture.parent(of: $0) == process.processIdentifier
            }
        }
        guard let worker = victim else {
            process.terminate()
            Issue.record("no worker of the hanging test appeared")
            return
        }
        try await Task.sleep(for: .seconds(1))
        kill(worker, SIGKILL)
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let statuses = RunnerFixture.statuses(in: text)
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(text.contains("signal 9 (SIGKILL)"), "\(text)")
        #expect(statuses.values.filter { $0 == "CRASH" }.count == 1)
        #expect(statuses.values.filter { $0 == "PASS" }.count == 3, "the other tests still run")
    }

    @Test func firstInterruptFinishesRunningTestsAndWritesReportsSecondKills() async throws {
        try await RunnerFixture.built()
        for signals in [1, 2] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "runner-int-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let junit = folder.appendingPathComponent("junit.xml").path
            let process = Process()
            process.executableURL = RunnerFixture.harness
            process.arguments = [
                "test", "--package-path", RunnerFixture.package.path, "--skip-build", "--junit", junit, "HangTests",
                "PassingTests", "SlowTests",
            ]
            let mark = RunnerFixture.newRunMark()
            process.environment = ProcessInfo.processInfo.environment.merging([RunnerFixture.runMarkVariable: mark]) {
                $1
            }
            process.standardOutput = try FileHandle(
                forWritingTo: {
                    let url = folder.appendingPathComponent("out")
                    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
                    return url
                }())
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Interrupt once the run is under way (its header printed), plus a moment for the
            // workers to start: a fixed sleep raced the runner's start-up on a loaded machine.
            let outputFile = folder.appendingPathComponent("out")
            while process.isRunning,
                !((try? String(contentsOf: outputFile, encoding: .utf8)) ?? "").contains("Starting")
            {
                try await Task.sleep(for: .milliseconds(50))
            }
            try await Task.sleep(for: .seconds(1.5))
            let interrupted = Date()
            for _ in 0..<signals {
                kill(process.processIdentifier, SIGINT)
                try await Task.sleep(for: .milliseconds(100))
            }
            process.waitUntilExit()
            let stopping = Date().timeIntervalSince(interrupted)
            let text = (try? String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8)) ?? ""
            #expect(process.terminationStatus == 130, "\(text)")
            #expect(text.contains("interrupted"))
            #expect(FileManager.default.fileExists(atPath: junit), "reports are written after an interrupt")
            // Generous bounds (a grace of 3 s for the first signal, none for the second): they
            // catch a runner that keeps going, not a loaded machine's scheduling.
            #expect(stopping < (signals == 1 ? 20 : 10), "stopped in \(stopping) s after \(signals) signal(s)")
            // The runner waits for every worker it stopped: none is left once it has exited.
            #expect(RunnerFixture.survivors(ofRunMarked: mark).isEmpty, "no worker of this run left")
        }
    }

    @Test func subSecondTimeoutStopsAHangQuickly() async throws {
        let started = Date()
        let result = try await RunnerFixture.test(["--timeout", "0.3", "HangTests/testHangs"])
        #expect(result.exitCode == 1)
        #expect(
            RunnerFixture.statuses(in: result.standardOutput) == ["RunnerSuiteTests.HangTests/testHangs": "TIMEOUT"])
        // The hang itself never ends: finishing at all, well within the fixture's own time
        // limit, shows the 0.3 s timeout did its work.
        #expect(Date().timeIntervalSince(started) < 60)
    }
}
