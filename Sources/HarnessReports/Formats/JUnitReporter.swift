import Foundation
import HarnessModel

/// Writes the JUnit report (`--junit PATH`, or Bazel's `XML_OUTPUT_FILE`) when the run finishes,
/// interrupted runs included, atomically.
///
/// ```swift
/// let junit = JUnitReporter(path: "reports/junit.xml")
/// fanOut.add(junit)            // the engine then calls handle(_:) and finish()
/// ```
public final class JUnitReporter: RunReporter {
    /// Where the report goes.
    public let file: ReportFile
    private let hostname: String
    private let now: @Sendable () -> Date
    private var startedAt: Date?
    private var partition: PartitionSummary?
    /// Where the tests are declared (``JUnitReportFormatter/sources``).
    private let sources: TestSourceMap?
    private var failure: ReportFile.Failure?
    private var wrote = false

    /// A reporter writing to `path`; `now` is injectable so that tests get fixed timestamps.
    public init(
        path: String, hostname: String = ProcessInfo.processInfo.hostName, sources: TestSourceMap? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.file = ReportFile(path: path)
        self.sources = sources
        self.hostname = hostname
        self.now = now
    }

    public func handle(_ event: RunnerEvent) {
        switch event {
        case .runStarted(let started):
            startedAt = now()
            partition = started.partition
        case .runFinished(let finished):
            var formatter = JUnitReportFormatter(timestamp: startedAt ?? now(), hostname: hostname)
            formatter.partition = partition
            formatter.sources = sources
            do {
                try file.write(formatter.data(for: finished))
                wrote = true
            } catch {
                failure = error
            }
        case .testStarted, .attemptFinished, .testFinished, .testStopped, .workerStarted, .workerLost, .notice:
            // A stopped test has no verdict, which a <testcase> must have: the console and the
            // JSON lines name each one.
            break
        }
    }

    public func finish() throws {
        if let failure { throw failure }
        if !wrote { throw ReportFile.Failure(path: file.path, problem: "the run ended without results") }
    }
}
