import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessWire

/// Runs and folders for the history tests: real SQLite files in a temporary folder.
enum HistorySamples {
    static let machine = MachineConfiguration(
        cpuModel: "Test CPU", coreCount: 2, architecture: "x86_64", operatingSystem: "Linux")

    /// A fresh temporary folder, removed by the caller's `defer`.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func id(_ className: String, _ method: String) -> TestIdentifier {
        TestIdentifier(module: "AppTests", className: className, method: method)
    }

    /// A result with attempts of the given statuses, each lasting `seconds`.
    static func result(
        _ id: TestIdentifier, _ statuses: [TestStatus], seconds: Double = 0.1, bundle: String = "AppPackageTests"
    ) -> TestResult {
        let attempts = statuses.enumerated().map { index, status in
            TestAttempt(
                number: index + 1, status: status, duration: seconds,
                issues: status == .failed
                    ? [IssueRecord(kind: .assertionFailure, description: "XCTAssertTrue failed", location: nil)] : []
            )
        }
        return TestResult(id: id, bundle: bundle, attempts: attempts)
    }

    static func run(
        _ results: [TestResult], at seconds: Double, commit: String? = "c0ffee", dirty: Bool = false,
        uuid: UUID = UUID()
    ) -> RunRecord {
        RunRecord(
            uuid: uuid, startedAt: Date(timeIntervalSince1970: seconds), duration: 1,
            git: commit.map { GitState(commit: $0, dirty: dirty) }, machine: machine, selection: RunSelection(),
            results: results, exitCode: results.contains { $0.status.failsRun } ? 1 : 0
        )
    }

    /// `harness`, built beside this test bundle by `swift build --build-tests`.
    static var harness: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("harness")
    }
}
