import HarnessRunner
import HarnessWire

/// How one test ended in one run, as far as that run's console shows, including the two ends
/// a bundle cannot report itself: it never finished, or it never ran.
///
/// ```swift
/// let outcome = ObservedOutcome(record)   // from a ConsoleTestRecord
/// print(outcome)                          // passed
/// ```
package enum ObservedOutcome: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case passed
    case failed
    case skipped
    /// Started, but the log has no closing line: the process crashed, hung or exited.
    case unfinished
    /// The log never shows the test starting.
    case notRun

    /// The outcome of a test the log shows.
    package init(_ record: ConsoleTestRecord) {
        switch record.outcome {
        case .passed: self = .passed
        case .failed: self = .failed
        case .skipped: self = .skipped
        case nil: self = .unfinished
        }
    }

    package var description: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .skipped: "skipped"
        case .unfinished: "did not finish"
        case .notRun: "not run"
        }
    }
}
