import HarnessModel
import HarnessWire

/// Everything watch mode's screen shows, as plain data: what it is doing now, what the last
/// run found, and the build's errors while the build fails. The session changes it; the
/// screen (``WatchScreen``) only draws it.
///
/// ```swift
/// var state = WatchState(root: "/p", watchedFolders: 4)
/// state.phase = .building
/// state.apply(.testStarted(started))     // the run's events keep the progress current
/// ```
package struct WatchState: Hashable, Sendable {
    package enum Phase: Hashable, Sendable {
        case waiting
        case building
        case listing
        case running
    }

    /// One failing test of the last run, with the first issue (or why it ended).
    package struct Failure: Hashable, Sendable {
        package var test: String
        package var status: TestStatus
        package var detail: String
    }

    /// The last finished run.
    package struct Result: Hashable, Sendable {
        package var trigger: String
        package var summary: String
        package var failing: Int
        package var failures: [Failure]
    }

    package var root: String
    package var watchedFolders: Int
    package var phase: Phase = .waiting
    /// What started the current (or last) cycle.
    package var trigger = ""
    /// What the current (or last) run selected, and why.
    package var selection = ""
    /// The current run's progress.
    package var total = 0
    package var done = 0
    package var failedSoFar = 0
    /// Tests running now, in start order.
    package var running: [String] = []
    /// The errors of the last build, when it failed (shown in place of the results).
    package var buildErrors: [String] = []
    package var lastResult: Result?
    /// A message about the last cycle that is not a result (nothing to run, a listing problem).
    package var notice: String?

    package init(root: String, watchedFolders: Int) {
        self.root = root
        self.watchedFolders = watchedFolders
    }

    /// Follows a run's events: progress, running tests, and the result at the end.
    package mutating func apply(_ event: RunnerEvent) {
        switch event {
        case .runStarted(let started):
            phase = .running
            total = started.testCount
            done = 0
            failedSoFar = 0
            running = []
        case .testStarted(let started):
            running.removeAll { $0 == started.id.description }
            running.append(started.id.description)
        case .attemptFinished(let finished) where finished.willRetry:
            running.removeAll { $0 == finished.id.description }
        case .testStopped(let stopped):
            running.removeAll { $0 == stopped.id.description }
        case .testFinished(let result):
            running.removeAll { $0 == result.id.description }
            done += 1
            if result.status.failsRun { failedSoFar += 1 }
        case .runFinished(let finished):
            phase = .waiting
            running = []
            let failures = finished.results.filter(\.status.failsRun).map(Self.failure(of:))
            lastResult = Result(
                trigger: trigger,
                summary: finished.summary.line + String(format: " in %.2fs", finished.summary.duration),
                failing: failures.count, failures: failures)
        case .attemptFinished, .workerStarted, .workerLost, .notice:
            break
        }
    }

    private static func failure(of result: TestResult) -> Failure {
        let last = result.attempts.last
        var detail = ""
        if let issue = last?.issues.first(where: { !$0.isKnownFailure }) {
            let place = issue.location.map { "\(Self.fileName($0.file)):\($0.line): " } ?? ""
            detail = place + issue.description
        } else if let signal = last?.signal {
            detail = "crashed with signal \(signal)"
        } else if result.status == .timedOut {
            detail = "timed out"
        } else if let status = last?.exitStatus {
            detail = "its process exited with status \(status)"
        }
        return Failure(test: result.id.description, status: result.status, detail: detail)
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
