import Foundation
import HarnessModel
import HarnessWire

/// A finished run with one test of every kind a report must tell apart, in two bundles, with
/// output that tries to break XML and HTML.
package enum ReportSamples {
    package static func id(_ className: String, _ method: String, module: String = "CalcTests") -> TestIdentifier {
        TestIdentifier(module: module, className: className, method: method)
    }

    package static let assertion = IssueRecord(
        kind: .assertionFailure,
        description: #"XCTAssertEqual failed: ("9") is not equal to ("8") - Part 1 failed."#,
        location: SourceLocation(file: "/src/Tests/CalcTests/BasicTests.swift", line: 12)
    )
    package static let nested = IssueRecord(
        kind: .assertionFailure, description: "failed - inside <b>&\"quotes\"</b>",
        location: SourceLocation(file: "/src/Tests/CalcTests/BasicTests.swift", line: 20),
        activities: ["outer", "inner"]
    )
    package static let known = IssueRecord(
        kind: .assertionFailure, description: "XCTAssertEqual failed: (\"2.0\") is not equal to (\"3.0\")",
        location: SourceLocation(file: "/src/Tests/CalcTests/BasicTests.swift", line: 30), isKnownFailure: true,
        knownFailureReason: "rounding bug #42"
    )
    package static let thrown = IssueRecord(
        kind: .thrownError, description: "threw error \"Boom()\"", location: nil, isExpected: false)

    /// A measured metric 8% over its baseline, within the 10% allowed.
    package static func measured(
        _ test: TestIdentifier, status: WireEvent.BaselineComparison.Status = .within,
        average: Double = 0.01296, change: Double = 8
    ) -> WireEvent.Measured {
        WireEvent.Measured(
            test: test, location: SourceLocation(file: "/src/Tests/CalcTests/PerformanceTests.swift", line: 9),
            metric: "org.swift.XCTPerformanceMetric_WallClockTime", name: "Time", unit: "seconds",
            values: [0.0125, 0.0131, 0.0128, 0.0135, 0.0129], warmUpValues: [], average: average,
            standardDeviation: 0.00038, relativeStandardDeviation: 2.9, maxPercentRelativeStandardDeviation: 10,
            maxStandardDeviation: 0.1,
            baseline: WireEvent.BaselineComparison(
                status: status, failsTest: status == .regression,
                configuration: "amd-epyc-2c-x86-64-debian-12-594825f5",
                configurationSummary: "AMD EPYC, 2 cores, x86_64, Debian GNU/Linux 12",
                file: "/src/Tests/CalcTests/PerformanceBaselines.json", baselineAverage: 0.012, percentChange: change,
                maxPercentRegression: 10, otherConfigurations: [], message: nil))
    }

    /// An attachment of each lifetime and presentation: kept files are under `/runs/r1`.
    package static let keptLog = AttachmentRecord(
        name: "log.txt", uniformTypeIdentifier: "public.plain-text", lifetime: .keepAlways, activities: ["Load <data>"],
        byteCount: 5, path: "/runs/r1/CalcTests.BasicTests/testDivision/attempt-1/01-log.txt")
    package static let keptImage = AttachmentRecord(
        name: "screen.png", uniformTypeIdentifier: "public.png", lifetime: .deleteOnSuccess,
        activities: ["Load <data>", "Render"],
        byteCount: 68, path: "/runs/r1/CalcTests.BasicTests/testDivision/attempt-1/02-screen.png")
    package static let deleted = AttachmentRecord(
        name: "dump.bin", uniformTypeIdentifier: "public.data", lifetime: .deleteOnSuccess, byteCount: 3,
        note: "deleted: the test passed (lifetime deleteOnSuccess)")

    package static let results: [TestResult] = [
        TestResult(
            id: id("BasicTests", "testAddition"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(number: 1, status: .passed, duration: 0.0012, stdout: "6+2=8\n")
            ]),
        TestResult(
            id: id("BasicTests", "testDivision"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .failed, duration: 0.004, issues: [assertion, nested, known],
                    stdout: "printed <tag> & \u{1B}[31mred\u{1B}[0m\n", stderr: "warning\n",
                    attachments: [keptLog, keptImage])
            ]),
        TestResult(
            id: id("PerformanceTests", "testSort"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .passed, duration: 0.14,
                    measurements: [measured(id("PerformanceTests", "testSort"))], attachments: [deleted])
            ]),
        TestResult(
            id: id("PerformanceTests", "testParse"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .failed, duration: 0.2,
                    issues: [
                        IssueRecord(
                            kind: .performanceRegression,
                            description: "Time average 0.0144 is 20% worse than the baseline 0.012",
                            location: SourceLocation(file: "/src/Tests/CalcTests/PerformanceTests.swift", line: 15))
                    ],
                    measurements: [
                        measured(id("PerformanceTests", "testParse"), status: .regression, average: 0.0144, change: 20)
                    ])
            ]),
        TestResult(
            id: id("BasicTests", "testKnownBug"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(number: 1, status: .passed, duration: 0.001, issues: [known])
            ]),
        TestResult(
            id: id("BasicTests", "testGPU"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(number: 1, status: .skipped, duration: 0, skipMessage: "Test skipped - needs a GPU")
            ]),
        TestResult(
            id: id("FlakyTests", "testNetwork"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(number: 1, status: .failed, duration: 0.5, issues: [thrown], stdout: "try 1\n"),
                TestAttempt(number: 2, status: .passed, duration: 0.25, stdout: "try 2\n"),
            ]),
        TestResult(
            id: id("SlowTests", "testHang"), bundle: "CalcPackageTests",
            attempts: [
                TestAttempt(number: 1, status: .timedOut, duration: 2.5, stdout: "waiting…\n")
            ]),
        TestResult(
            id: id("CrashTests", "testSegfault", module: "EngineTests"), bundle: "EnginePackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .crashed, duration: 0.01, signal: 11,
                    stderr: "Fatal error: Unexpectedly found nil\n#0 0x0000 in main\n", outputTruncated: true)
            ]),
        TestResult(
            id: id("CrashTests", "testExit", module: "EngineTests"), bundle: "EnginePackageTests",
            attempts: [
                TestAttempt(number: 1, status: .crashed, duration: 0.02, exitStatus: 3),
                TestAttempt(number: 2, status: .failed, duration: 0.03, issues: [assertion]),
            ]),
    ]

    /// The sample result of the test method named `method`.
    package static func result(_ method: String) -> TestResult {
        results.first { $0.id.method == method } ?? results[0]
    }

    package static var summary: RunSummary {
        RunSummary(results: results, duration: 3.5)
    }

    package static var finished: RunnerEvent.RunFinished {
        RunnerEvent.RunFinished(results: results, summary: summary, exitCode: RunnerExitCode.testsFailed)
    }

    /// 2026-11-22T00:15:30Z, so that golden files do not change with the clock.
    package static let timestamp = Date(timeIntervalSince1970: 1_795_306_530)

    /// A fresh temporary folder.
    package static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
