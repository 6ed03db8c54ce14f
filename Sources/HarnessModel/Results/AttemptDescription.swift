import Foundation
import HarnessWire

/// The words every report uses for one attempt: a one-line headline (`crashed: signal 11
/// (SIGSEGV)`) and the detail lines (each issue as `file:line: description`).
///
/// Shared by the JUnit and HTML formatters so that both say the same thing about a test.
///
/// ```swift
/// let words = AttemptDescription(attempt)
/// print(words.headline)          // "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"
/// print(words.details.joined(separator: "\n"))
/// ```
package struct AttemptDescription {
    package let attempt: TestAttempt

    package init(_ attempt: TestAttempt) {
        self.attempt = attempt
    }

    /// Issues that count against the test (not matched by `XCTExpectFailure`).
    package var failingIssues: [IssueRecord] { attempt.issues.filter { !$0.isKnownFailure } }

    /// Issues an `XCTExpectFailure` matched: reported, but they do not fail the test.
    var knownIssues: [IssueRecord] { attempt.issues.filter(\.isKnownFailure) }

    /// One line saying why the attempt did not pass (or why it was skipped).
    package var headline: String {
        switch attempt.status {
        case .passed, .flaky:
            return "passed"
        case .skipped:
            return attempt.skipMessage ?? "Test skipped"
        case .timedOut:
            return "timed out after \(String(format: "%.3f", attempt.duration)) seconds"
        case .crashed where attempt.endedWithoutResult:
            return "no result: the worker exited with status \(attempt.exitStatus ?? 0) before reporting the test's end"
        case .crashed:
            if let signal = attempt.signal { return "crashed: signal \(signal) (\(Self.signalName(signal)))" }
            if let status = attempt.exitStatus {
                return "crashed: the process exited with status \(status) during the test"
            }
            return "crashed"
        case .hostLaunchFailed:
            return "not run: the test host failed to launch"
        case .failed:
            guard let first = failingIssues.first else { return "failed" }
            let firstLine =
                first.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return firstLine.isEmpty ? "failed" : firstLine
        }
    }

    /// The failing issues, one entry each: `file:line: description`, then the activities.
    var details: [String] {
        failingIssues.map(Self.line(for:))
    }

    /// The issues, or the headline when there is none (a crash, a timeout): never empty.
    package var summaryLines: [String] {
        details.isEmpty ? [headline] : details
    }

    /// The expected failures, each prefixed `expected failure (reason): `.
    package var knownDetails: [String] {
        knownIssues.map { issue in
            let reason = issue.knownFailureReason.map { " (\($0))" } ?? ""
            return "expected failure\(reason): " + Self.line(for: issue)
        }
    }

    /// The JUnit `type` of the element that records this attempt.
    package var typeName: String {
        switch attempt.status {
        case .timedOut: "timeout"
        case .crashed: "crash"
        case .hostLaunchFailed: "hostLaunchFailed"
        case .skipped: "skipped"
        case .passed, .flaky: "passed"
        case .failed: failingIssues.first?.kind.rawValue ?? "failure"
        }
    }

    static func line(for issue: IssueRecord) -> String {
        var text = issue.location.map { "\($0.file):\($0.line): " } ?? ""
        text += issue.description
        if !issue.activities.isEmpty {
            text += "\n\t in activity: " + issue.activities.map { "'\($0)'" }.joined(separator: " > ")
        }
        return text
    }

    /// The conventional name of a signal, for the signals a crashing test dies of.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 1: "SIGHUP"
        case 2: "SIGINT"
        case 3: "SIGQUIT"
        case 4: "SIGILL"
        case 5: "SIGTRAP"
        case 6: "SIGABRT"
        case 7: "SIGBUS"
        case 8: "SIGFPE"
        case 9: "SIGKILL"
        case 11: "SIGSEGV"
        case 13: "SIGPIPE"
        case 14: "SIGALRM"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
