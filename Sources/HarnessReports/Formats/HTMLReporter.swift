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
    /// The run's end, kept so that the page can be written again with its covered sources.
    private var finished: RunnerEvent.RunFinished?
    private var sources: ReportSources?

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
            self.finished = finished
            write()
        case .testStarted, .attemptFinished, .testFinished, .testStopped, .workerStarted, .workerLost:
            // A stopped test has no result: the report lists results (the console and the
            // JSON lines name each stopped test).
            break
        }
    }

    /// A covered run's sources, collected after the run's end: the page is written again with
    /// them, so that its source view works offline (read-only).
    package func include(_ sources: ReportSources) {
        self.sources = sources
        if finished != nil { write() }
    }

    private func write() {
        guard let finished else { return }
        let html = HTMLReportFormatter(generated: now()).html(
            for: finished, notices: notices, context: context, sources: sources)
        do {
            try file.write(Data(html.utf8))
            wrote = true
            failure = nil
        } catch {
            failure = error
        }
    }

    public func finish() throws {
        if let failure { throw failure }
        if !wrote { throw ReportFile.Failure(path: file.path, problem: "the run ended without results") }
    }
}
