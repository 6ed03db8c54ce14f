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
/// Swift Testing's results are not XCTest's: as `swift test` does, they follow the XCTest part
/// in Swift Testing's own console format (``SwiftTestingFormatFormatter``), coloured when
/// `colored` (a terminal).
///
/// ```swift
/// let reporter = XCTestFormatReporter(frame: .selected, write: { print($0, terminator: "") })
/// ```
public final class XCTestFormatReporter: RunReporter {
    private let formatter: XCTestFormatFormatter
    private let swiftTesting: SwiftTestingFormatFormatter
    private let write: (String) -> Void
    private let now: () -> Date
    private let clock = XCTestConsoleFormat.LocalClock()

    /// A reporter printing `frame` around the classes and writing through `write`; `now`
    /// stamps the suites' and cases' lines.
    package init(
        frame: XCTestFormatFormatter.Frame, colored: Bool = false, write: @escaping (String) -> Void,
        now: @escaping () -> Date = Date.init
    ) {
        formatter = XCTestFormatFormatter(frame: frame)
        swiftTesting = SwiftTestingFormatFormatter(colored: colored)
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
            let xctest = finished.results.filter { $0.framework != .swiftTesting }
            let swiftTestingResults = finished.results.filter { $0.framework == .swiftTesting }
            emit(formatter.closingLines(for: xctest, runSeconds: finished.summary.duration, at: timestamp()))
            if !swiftTestingResults.isEmpty {
                emit(
                    swiftTesting.lines(
                        for: swiftTestingResults, banner: finished.swiftTestingBanner ?? [],
                        runSeconds: finished.summary.duration))
            }
        case .testStarted, .attemptFinished, .testFinished, .testStopped, .workerStarted, .workerLost:
            // swift test prints nothing of a test Ctrl-C stopped: neither does this format.
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
