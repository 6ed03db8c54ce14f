import HarnessModel

/// Hands a watch run's events to the session, which keeps its screen's state with them.
///
/// ```swift
/// let reporter = WatchReporter { event in state.apply(event) }
/// ```
final class WatchReporter: RunReporter {
    private let onEvent: (RunnerEvent) -> Void

    init(_ onEvent: @escaping (RunnerEvent) -> Void) {
        self.onEvent = onEvent
    }

    func handle(_ event: RunnerEvent) {
        onEvent(event)
    }
}
