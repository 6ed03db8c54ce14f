import Foundation
import HarnessModel
import HarnessWire

/// The store as the engine's run history: `harness test` and `harness test --watch` hand it to
/// ``TestSession`` and ``WatchSession``, which read its facts and keep their runs in it.
///
/// ```swift
/// let store = HistoryStore(url: url) { print("warning: \($0.text)") }
/// let result = try session.run(history: store, reporter: reporters, stages: stages)
/// ```
extension HistoryStore: RunHistory {
    package func facts() -> HistoryFacts {
        planningFacts()
    }

    /// Starts reading the package's git state (`git rev-parse`, `git status`: 60–110 ms), which
    /// ``keep(_:request:configuration:startedAt:packageRoot:coverage:)`` then takes.
    package func runStarts(packageRoot: String) {
        pendingGit.start(at: packageRoot)
    }

    package func keep(
        _ outcome: RunOutcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String, coverage: [BundleTestIdentifier: ExecutedLines]
    ) {
        // The state read while the run went on, or, when no run start was said, read now.
        let git = pendingGit.take(at: packageRoot).map(\.value) ?? GitState.read(at: packageRoot)
        record(
            outcome, request: request, configuration: configuration, startedAt: startedAt, git: git,
            coverage: coverage)
    }
}
