import Foundation
import HarnessModel

/// Writes the HTML report (`--html PATH`) when the run finishes, atomically, with the notices
/// the run produced.
///
/// ```swift
/// fanOut.add(HTMLReporter(path: "reports/tests.html"))
/// ```
public final class HTMLReporter: RunReporter {
    /// Where the page goes.
    public let file: ReportFile
    private let now: @Sendable () -> Date
    private var context: HTMLReportContext
    private var notices: [String] = []
    private var failure: ReportFile.Failure?
    private var wrote = false

    /// A reporter writing to `path`; `context` says how the run was started (its seed and
    /// bundles are taken from the run's own start); `now` is injectable for fixed timestamps.
    public init(path: String, context: HTMLReportContext = .init(), now: @escaping @Sendable () -> Date = Date.init) {
        self.file = ReportFile(path: path)
        self.context = context
        self.now = now
    }

    public func handle(_ event: RunnerEvent) {
        switch event {
        case .notice(let notice):
            notices.append(notice.text)
        case .runStarted(let started):
            context.randomSeed = started.randomSeed
            context.workerCount = started.workerCount
            context.testBundles = started.testBundles ?? []
        case .runFinished(let finished):
            let html = HTMLReportFormatter(generated: now()).html(for: finished, notices: notices, context: context)
            do {
                try file.write(Data(html.utf8))
                wrote = true
            } catch {
                failure = error
            }
        case .testStarted, .attemptFinished, .testFinished, .workerStarted, .workerLost:
            break
        }
    }

    public func finish() throws {
        if let failure { throw failure }
        if !wrote { throw ReportFile.Failure(path: file.path, problem: "the run ended without results") }
    }
}
