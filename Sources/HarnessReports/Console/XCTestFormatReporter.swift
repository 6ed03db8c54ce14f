import Foundation
import HarnessModel
import HarnessWire

/// `--format xctest`: prints what the toolchain's XCTest prints for the same results, for tools
/// that parse it; the lines are ``XCTestFormatFormatter``'s.
///
/// The frame's opening suites are printed when the run starts and the rest when it ends: tests
/// finish in parallel workers, in any order, while the toolchain prints each class's suite whole,
/// in the plan's order, with the class's totals under it. Harness's own notes are printed as
/// they come, as `note: …` lines.
///
/// ```swift
/// let reporter = XCTestFormatReporter(frame: .selected, write: { print($0, terminator: "") })
/// ```
public final class XCTestFormatReporter: RunReporter {
    private let formatter: XCTestFormatFormatter
    private let write: (String) -> Void
    private let now: () -> Date
    private let clock = XCTestConsoleFormat.LocalClock()

    /// A reporter printing `frame` around the classes and writing through `write`; `now`
    /// stamps the suites' and cases' lines.
    package init(
        frame: XCTestFormatFormatter.Frame, write: @escaping (String) -> Void, now: @escaping () -> Date = Date.init
    ) {
        formatter = XCTestFormatFormatter(frame: frame)
        self.write = write
        self.now = now
    }

    public func handle(_ event: RunnerEvent) {
        switch event {
        case .runStarted:
            emit(formatter.openingLines(at: timestamp()))
        case .notice(let notice):
            emit(["note: \(notice.text)"])
        case .runFinished(let finished):
            emit(
                formatter.closingLines(
                    for: finished.results, runSeconds: finished.summary.duration, at: timestamp()))
        case .testStarted, .attemptFinished, .testFinished, .workerStarted, .workerLost:
            break
        }
    }

    private func emit(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.joined(separator: "\n") + "\n")
    }

    private func timestamp() -> XCTestConsoleFormat.Timestamp {
        clock.timestamp(for: now().timeIntervalSince1970)
    }
}
