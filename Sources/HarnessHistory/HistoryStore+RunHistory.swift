import Foundation
import HarnessRunner
import HarnessWire

/// The store as the engine's run history: `harness test` and `harness test --watch` hand it to
/// ``TestSession`` and ``WatchSession``, which read its facts and keep their runs in it.
///
/// ```swift
/// let store = HistoryStore(url: url) { print("warning: \($0)") }
/// let result = try session.run(history: store, reporter: reporters, stages: stages)
/// ```
extension HistoryStore: RunHistory {
    package func facts() -> HistoryFacts {
        let facts = planningFacts()
        return HistoryFacts(timings: facts.timings, failing: facts.failing, known: facts.known)
    }

    package func keep(
        _ outcome: RunEngine.Outcome, request: RunRequest, configuration: RunConfiguration, startedAt: Date,
        packageRoot: String, coverage: [TestIdentifier: ExecutedLines]
    ) {
        record(
            outcome, request: request, configuration: configuration, startedAt: startedAt, packageRoot: packageRoot,
            coverage: coverage)
    }
}
