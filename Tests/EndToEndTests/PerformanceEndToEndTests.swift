import Foundation
import HarnessWire
import Testing

/// Performance tests end to end: the toolchain's console format and misuse errors, and the
/// baseline workflow (record, compare, accept, regress, strict, other configuration, bad
/// file, concurrent writers) on the `PerformanceSuite` fixture.
@Suite("Performance end to end")
struct PerformanceEndToEndTests {
    /// The toolchain's `measured` line, exactly, for the classic wall-clock metric.
    static var measuredLine: some RegexComponent {
        // An extended literal: its spaces are written `\ `, as the line has them.
        #/
        ^(?<file>/.+\.swift):(?<line>\d+):\ Test\ Case\ '(?<test>\w+\.\w+)'\ measured\ \[Time,\ seconds\]
        \ average:\ \d+\.\d{3},\ relative\ standard\ deviation:\ \d+\.\d{3}%,
        \ values:\ \[(\d+\.\d{6},\ ){9}\d+\.\d{6}\],
        \ performanceMetricID:org\.swift\.XCTPerformanceMetric_WallClockTime,
        \ maxPercentRelativeStandardDeviation:\ 10\.000%,\ maxStandardDeviation:\ 0\.100$
        /#
    }

    /// Replaces every number, so runs compare by shape (values differ from run to run).
    static func shape(_ lines: [String]) -> [String] {
        ConsoleNormalizer.normalize(lines).map { $0.replacing(#/\d+\.\d+/#, with: "<N>") }
    }

    @Test("the classic API prints the toolchain's lines, misuse included")
    func sameAsToolchain() async throws {
        async let harness = PerformanceFixture.run(.harness, [PerformanceFixture.sharedClasses])
        async let toolchain = PerformanceFixture.run(.toolchain, [PerformanceFixture.sharedClasses])
        let (ours, theirs) = try await (harness, toolchain)
        #expect(ours.result.exitCode == theirs.result.exitCode)
        let expected = Self.shape(theirs.result.outputLines)
        let actual = Self.shape(ours.result.outputLines)
        #expect(actual == expected, "\(ConsoleNormalizer.differences(expected: expected, actual: actual))")
        let measured = ours.result.outputLines.filter { $0.contains("' measured [") }
        #expect(measured.count == 4)
        for line in measured + theirs.result.outputLines.filter({ $0.contains("' measured [") }) {
            #expect(line.wholeMatch(of: Self.measuredLine) != nil, "\(line)")
        }
        // The wire carries the same numbers the console printed.
        let events = ours.measurements
        #expect(events.count == 4)
        #expect(
            events.allSatisfy {
                $0.values.count == 10 && $0.warmUpValues.isEmpty && $0.unit == "seconds" && $0.name == "Time"
            })
    }

    @Test("record, compare, accept with hand-tuned allowances, then fail on an injected regression")
    func baselineWorkflow() async throws {
        let folder = try PerformanceFixture.baselineFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("PerformanceBaselines.json")
        let base = ["HARNESS_BASELINE_DIR": folder.path]
        let test = [PerformanceFixture.pauseTest]

        // No baseline, not strict: the toolchain's output, a pass, nothing written.
        let first = try await PerformanceFixture.run(.harness, test, environment: base)
        #expect(first.result.exitCode == 0, "\(first.result.diagnosis)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(first.measurements.first?.baseline?.status == .missing)

        // Record.
        let recorded = try await PerformanceFixture.run(
            .harness, test, environment: base.merging(["HARNESS_BASELINE": "record"]) { $1 })
        #expect(recorded.result.exitCode == 0, "\(recorded.result.diagnosis)")
        #expect(recorded.result.outputLines.contains { $0.contains("[Time, seconds] baseline recorded: average ") })
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"PerformanceSuiteTests.PauseTests/testPause\""))
        #expect(text.contains("\"cpuModel\""))

        // A user widens the allowance by hand (sleeping on a shared machine is noisy).
        try text.replacingOccurrences(of: "\"maxPercentRegression\" : 10", with: "\"maxPercentRegression\" : 100")
            .write(to: file, atomically: true, encoding: .utf8)

        // Compare: within the allowance.
        let compared = try await PerformanceFixture.run(.harness, test, environment: base)
        #expect(compared.result.exitCode == 0, "\(compared.result.diagnosis)")
        let comparison = try #require(compared.measurements.first?.baseline)
        #expect([.within, .improvement].contains(comparison.status))
        #expect(comparison.maxPercentRegression == 100)

        // Accept: the new average replaces the old, the tuned allowance stays.
        let accepted = try await PerformanceFixture.run(
            .harness, test, environment: base.merging(["HARNESS_BASELINE": "accept"]) { $1 })
        #expect(accepted.result.exitCode == 0)
        #expect(accepted.measurements.first?.baseline?.status == .accepted)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"maxPercentRegression\" : 100"))

        // Inject a regression: a baseline no 5 ms pause can match, edited into the file (a
        // slowed-down run measured against a baseline taken on a loaded machine could pass).
        // The run fails, naming baseline, value and percentage.
        let acceptedText = try String(contentsOf: file, encoding: .utf8)
        let unreachable = acceptedText.replacingOccurrences(
            of: #""average" : [0-9.e+-]+"#, with: #""average" : 0.0001"#, options: .regularExpression)
        #expect(unreachable != acceptedText)
        try unreachable.write(to: file, atomically: true, encoding: .utf8)
        let slow = try await PerformanceFixture.run(.harness, test, environment: base)
        #expect(slow.result.exitCode == 1)
        let failure = try #require(
            slow.result.outputLines.first {
                $0.contains(": error: PauseTests.testPause : failed: [Time, seconds] average ")
            })
        #expect(failure.contains("% worse than the baseline "))
        #expect(failure.contains("(allowed: 100.000%) on "))
        #expect(slow.measurements.first?.baseline?.status == .regression)
        let issue = slow.events.compactMap {
            if case .issueRecorded(let recorded) = $0.kind { recorded.issue } else { nil }
        }.first
        #expect(issue?.kind == .performanceRegression)
        // Record mode never overwrites an existing baseline: the regression still fails.
        let recordAgain = try await PerformanceFixture.run(
            .harness, test,
            environment: base.merging(["PERFORMANCE_FIXTURE_SLOWDOWN": "6", "HARNESS_BASELINE": "record"]) { $1 })
        #expect(recordAgain.result.exitCode == 1)

        // Delete: the file goes once its last baseline does.
        let deleted = try await PerformanceFixture.run(
            .harness, test, environment: base.merging(["HARNESS_BASELINE": "delete"]) { $1 })
        #expect(deleted.result.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("strict mode fails without a baseline; another configuration's baseline is never used")
    func strictAndOtherConfiguration() async throws {
        let folder = try PerformanceFixture.baselineFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["HARNESS_BASELINE_DIR": folder.path]
        let test = [PerformanceFixture.pauseTest]

        let strict = try await PerformanceFixture.run(
            .harness, test, environment: base.merging(["HARNESS_PERFORMANCE_STRICT": "1"]) { $1 })
        #expect(strict.result.exitCode == 1)
        #expect(
            strict.result.outputLines.contains {
                $0.contains(
                    "error: PauseTests.testPause : failed: [Time, seconds] has no baseline on machine configuration ")
            })

        // A baseline of 1 ns recorded elsewhere would be a huge regression if it were compared.
        let elsewhere = """
            {"version": 1,
             "configurations": {"other-machine-0000abcd": {"cpuModel": "Elsewhere CPU", "coreCount": 64, \
            "architecture": "riscv64", "operatingSystem": "Plan 9"}},
             "tests": {"PerformanceSuiteTests.PauseTests/testPause": {"other-machine-0000abcd": \
            {"org.swift.XCTPerformanceMetric_WallClockTime": {"average": 1e-9}}}}}
            """
        try elsewhere.write(
            to: folder.appendingPathComponent("PerformanceBaselines.json"), atomically: true, encoding: .utf8)
        let other = try await PerformanceFixture.run(.harness, test, environment: base)
        #expect(other.result.exitCode == 0, "\(other.result.diagnosis)")
        #expect(
            other.result.outputLines.contains {
                $0.contains("has no baseline on this machine configuration ")
                    && $0.contains("only on other-machine-0000abcd")
            })
        #expect(other.measurements.first?.baseline?.otherConfigurations == ["other-machine-0000abcd"])
    }

    @Test("a bad baseline file gets one line naming file and key; the run goes on; the file is untouched")
    func badFile() async throws {
        let folder = try PerformanceFixture.baselineFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("PerformanceBaselines.json")
        let nonsense =
            #"{"version": 1, "configurations": {}, "tests": {"PerformanceSuiteTests.PauseTests/testPause": "#
            + #"{"x": {"m": {"average": "fast"}}}}}"#
        try nonsense.write(to: file, atomically: true, encoding: .utf8)
        for mode in ["compare", "accept"] {
            let run = try await PerformanceFixture.run(
                .harness, [PerformanceFixture.pauseTest],
                environment: ["HARNESS_BASELINE_DIR": folder.path, "HARNESS_BASELINE": mode])
            #expect(run.result.exitCode == 0, "\(run.result.diagnosis)")
            let errors = run.result.outputLines.filter {
                $0.hasPrefix("\(file.path): error: key 'tests.\"PerformanceSuiteTests.PauseTests/testPause\".\"x\"'")
            }
            #expect(errors.count == 1, "\(run.result.standardOutput)")
            #expect(try String(contentsOf: file, encoding: .utf8) == nonsense)
        }
    }

    @Test("two bundles recording into one file at once lose nothing")
    func concurrentBundles() async throws {
        let folder = try PerformanceFixture.baselineFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["HARNESS_BASELINE_DIR": folder.path, "HARNESS_BASELINE": "record"]
        async let first = PerformanceFixture.run(.harness, [PerformanceFixture.pauseTest], environment: environment)
        async let second = PerformanceFixture.run(
            .harness, ["PerformanceSuiteTests.ClassicAPITests/testMeasureRunsTenTimes"], environment: environment)
        async let third = PerformanceFixture.run(
            .harness, ["PerformanceHarnessOnlyTests.MetricsAPITests/testClockWithWarmUp"], environment: environment)
        let runs = try await [first, second, third]
        #expect(runs.allSatisfy { $0.result.exitCode == 0 })
        let text = try String(contentsOf: folder.appendingPathComponent("PerformanceBaselines.json"), encoding: .utf8)
        for test in [
            "PauseTests/testPause", "ClassicAPITests/testMeasureRunsTenTimes", "MetricsAPITests/testClockWithWarmUp",
        ] {
            #expect(text.contains(test), "\(text)")
        }
    }

    @Test("Apple's metrics API: warm-up set apart, every metric reported")
    func metricsAPI() async throws {
        let folder = try PerformanceFixture.baselineFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await PerformanceFixture.run(
            .harness, ["PerformanceHarnessOnlyTests.MetricsAPITests"],
            environment: ["HARNESS_BASELINE_DIR": folder.path])
        #expect(run.result.exitCode == 1)  // testManualStopNeverCalled
        #expect(
            run.result.outputLines.contains {
                $0.hasSuffix(
                    "error: MetricsAPITests.testManualStopNeverCalled : API violation - stopMeasuring() must "
                        + "be called during the block."
                )
            })
        let warmUp = try #require(run.measurements.first { $0.test.method == "testClockWithWarmUp" })
        #expect(warmUp.values.count == 3)
        #expect(warmUp.warmUpValues.count == 1)
        let metrics = Set(run.measurements.filter { $0.test.method == "testEveryMetric" }.map(\.metric))
        #expect(
            metrics.isSuperset(of: [
                "com.apple.dt.XCTMetric_Clock.time.monotonic", "com.apple.dt.XCTMetric_CPU.time",
                "com.apple.dt.XCTMetric_Memory.physical", "com.apple.dt.XCTMetric_Memory.physical_peak",
                "com.apple.dt.XCTMetric_Disk.logical_writes",
            ]))
        let writes = try #require(run.measurements.first { $0.metric == "com.apple.dt.XCTMetric_Disk.logical_writes" })
        // Each iteration writes a 64 kB file. Only a kernel without I/O accounting may report
        // nothing, and this test process finds out which kind of kernel it runs on.
        if Self.kernelAccountsWrites() {
            #expect(writes.average >= 60, "64 kB written per iteration: \(writes.values)")
        } else {
            #expect(writes.average == 0, "no I/O accounting, yet \(writes.values)")
        }
    }

    /// Whether `write_bytes` in `/proc/self/io` grows when this process writes a file.
    static func kernelAccountsWrites() -> Bool {
        func written() -> Int? {
            guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("write_bytes:") })
            else { return nil }
            return Int(line.dropFirst("write_bytes:".count).trimmingCharacters(in: .whitespaces))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("io-probe-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let before = written(), FileManager.default.createFile(atPath: path, contents: Data(count: 64 * 1024)),
            let after = written()
        else { return false }
        return after - before >= 64 * 1024
    }
}
