import Foundation
import HarnessModel
import HarnessWire

/// The console reporter: writes ``ConsoleFormatter``'s lines and, on a terminal, keeps a live
/// status line under them (done/total, failed, running tests, elapsed, ETA).
///
/// ```swift
/// let console = ConsoleReporter(style: ConsoleStyle(isTerminal: isatty(1) == 1), write: { print($0, terminator: "") })
/// engine = RunEngine(plan: plan, configuration: configuration, workingDirectory: root, reporter: console)
/// ```
public final class ConsoleReporter: RunReporter {
    private let formatter: ConsoleFormatter
    private let write: (String) -> Void
    private let clock: () -> Double
    private var total = 0
    private var done = 0
    private var failed = 0
    private var running: [TestIdentifier: Double] = [:]
    private var startedAt: Double
    private var statusShown = false
    private var lastStatus = 0.0

    /// - Parameters:
    ///   - write: receives text to print, newlines included (stdout, or stderr under `--json -`).
    ///   - clock: monotonic seconds, injectable for tests.
    public init(
        style: ConsoleStyle, captured: Bool = true, write: @escaping (String) -> Void,
        clock: @escaping () -> Double = MonotonicClock.now
    ) {
        self.formatter = ConsoleFormatter(style: style, captured: captured)
        self.write = write
        self.clock = clock
        self.startedAt = clock()
    }

    public func handle(_ event: RunnerEvent) {
        switch event {
        case .runStarted(let started):
            total = started.testCount
            startedAt = clock()
        case .testStarted(let started):
            running[started.id] = clock()
        case .attemptFinished(let finished):
            running[finished.id] = nil
        case .testFinished(let result):
            done += 1
            if result.status.failsRun { failed += 1 }
        default:
            break
        }
        let lines = formatter.lines(for: event)
        if case .runFinished = event {
            clearStatus()
            write(lines.map { $0 + "\n" }.joined())
            return
        }
        guard formatter.style.isTerminal else {
            if !lines.isEmpty { write(lines.map { $0 + "\n" }.joined()) }
            return
        }
        // Redraw at most every 50 ms unless there is a line to print: a run of trivial tests
        // should not spend its time repainting.
        let now = clock()
        guard !lines.isEmpty || now - lastStatus >= 0.05 else { return }
        lastStatus = now
        write((statusShown ? "\r\u{1B}[2K" : "") + lines.map { $0 + "\n" }.joined() + statusLine(now: now))
        statusShown = true
    }

    private func clearStatus() {
        if statusShown {
            write("\r\u{1B}[2K")
            statusShown = false
        }
    }

    /// `[ 12/40] 1 failed · 3.2s · ETA 8s · Calc.BasicTests/testAdd, …`
    func statusLine(now: Double) -> String {
        let elapsed = now - startedAt
        var parts = ["[\(String(done).leftPadded(to: String(total).count, with: " "))/\(total)]"]
        if failed > 0 { parts.append(formatter.style.paint("\(failed) failed", .red)) }
        parts.append(String(format: "%.1fs", elapsed))
        if done > 0, done < total {
            parts.append(String(format: "ETA %.0fs", elapsed / Double(done) * Double(total - done)))
        }
        let names = running.sorted { $0.value < $1.value }.map { "\($0.key.className)/\($0.key.method)" }
        if !names.isEmpty { parts.append(names.joined(separator: ", ")) }
        let line = parts.joined(separator: " · ")
        let visible = formatter.style.width - 1
        return line.count > visible ? String(line.prefix(visible - 1)) + "…" : line
    }
}
