import Foundation
import HarnessModel
import HarnessWire

/// `--format xctest`: prints what the toolchain's XCTest prints, for tools that parse it.
///
/// Tests run in parallel workers, so each test's block (started line, output, issues, finished
/// line) is printed whole when it finishes; the closing `Executed …` line carries the totals.
///
/// ```swift
/// let reporter = XCTestFormatReporter(write: { print($0, terminator: "") })
/// ```
public final class XCTestFormatReporter: RunReporter {
    private let write: (String) -> Void
    private let now: () -> Date
    private var executed = 0
    private var failures = 0
    private var unexpected = 0
    private var skipped = 0
    private var testTime = 0.0

    public init(write: @escaping (String) -> Void, now: @escaping () -> Date = Date.init) {
        self.write = write
        self.now = now
    }

    public func handle(_ event: RunnerEvent) {
        switch event {
        case .runStarted:
            write("Test Suite 'Selected tests' started at \(timestamp())\n")
        case .testFinished(let result):
            write(block(for: result))
        case .notice(let notice):
            write("note: \(notice.text)\n")
        case .runFinished(let finished):
            let status = failures > 0 ? "failed" : "passed"
            let total = finished.summary.duration
            write("Test Suite 'Selected tests' \(status) at \(timestamp())\n")
            let skippedText = skipped > 0 ? "\(skipped) test\(skipped == 1 ? "" : "s") skipped and " : ""
            write(
                "\t Executed \(executed) test\(executed == 1 ? "" : "s"), with \(skippedText)\(failures) "
                    + "failure\(failures == 1 ? "" : "s") (\(unexpected) unexpected) in "
                    + "\(String(format: "%.3f", testTime)) (\(String(format: "%.3f", total))) seconds\n"
            )
        default:
            break
        }
    }

    private func block(for result: TestResult) -> String {
        guard let last = result.attempts.last else { return "" }
        let name = result.id.xctestName
        var text = "Test Case '\(name)' started at \(timestamp())\n"
        text += last.stdout + last.stderr
        for issue in last.issues where !issue.isKnownFailure {
            text += ConsoleFormatter.issueLine(issue, id: result.id) + "\n"
        }
        if let skip = last.skipMessage {
            text += "\(name) : \(skip)\n"
        }
        executed += 1
        testTime += last.duration
        let counted = last.issues.filter { !$0.isKnownFailure }
        failures += counted.count
        unexpected += counted.filter { !$0.isExpected }.count
        let word: String
        switch last.status {
        case .passed, .flaky: word = "passed"
        case .skipped:
            word = "skipped"
            skipped += 1
        default: word = "failed"
        }
        text += "Test Case '\(name)' \(word) (\(String(format: "%.3f", last.duration)) seconds)\n"
        return text
    }

    /// `2026-11-22 00:46:02.123`, as XCTest stamps its lines.
    private func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter.string(from: now())
    }
}
