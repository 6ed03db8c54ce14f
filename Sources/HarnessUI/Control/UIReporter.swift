import Foundation
import HarnessModel
import HarnessReports

/// Sends each event of a run to the page as the `--json` stream's line
/// (``RunnerEventJSONFormatter``), and hands it to the session's loop, which keeps the model
/// current with it.
///
/// ```swift
/// let reporter = UIReporter(send: channel.send) { event in model.apply(event) }
/// ```
final class UIReporter: RunReporter {
    private let formatter = RunnerEventJSONFormatter()
    private let send: @Sendable (String) -> Void
    private let keep: (RunnerEvent) -> Void

    init(send: @escaping @Sendable (String) -> Void, keep: @escaping (RunnerEvent) -> Void) {
        self.send = send
        self.keep = keep
    }

    func handle(_ event: RunnerEvent) {
        keep(event)
        send(formatter.line(for: event, time: Date().timeIntervalSince1970))
    }
}
