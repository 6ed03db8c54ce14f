import HarnessModel
import HarnessWire

/// Turns runner events into the console's lines, nextest style: one line per finished test,
/// then a summary. Pure: events in, lines out; ``ConsoleReporter`` writes them.
///
/// ```
///         PASS [   0.004s] CalculatorTests.BasicFunctionsTests/testAddition
///         FAIL [   0.002s] CalculatorTests.BasicFunctionsTests/testDivision
///        CRASH [   0.010s] RunnerSuiteTests.CrashTests/testSegfault  signal 11 (SIGSEGV)
/// ```
///
/// ```swift
/// let formatter = ConsoleFormatter(style: .plain)
/// let lines = formatter.lines(for: .testFinished(result))
/// ```
package struct ConsoleFormatter: Sendable {
    package var style: ConsoleStyle
    /// Whether tests' output was captured (and so can be shown with failures).
    package var captured: Bool
    /// How many of the slowest tests the summary lists.
    package var slowestCount = 5

    package init(style: ConsoleStyle, captured: Bool = true) {
        self.style = style
        self.captured = captured
    }

    /// `time:1/3 · fingerprint 5d1c0a9e · 35 of 103 listed tests, 1.204s of 3.611s expected`:
    /// every shard of one partition prints the same fingerprint.
    package static func partitionLine(_ partition: PartitionSummary) -> String {
        let selected =
            partition.selectedTests == partition.shardTests ? "" : ", \(partition.selectedTests) of them selected"
        return "\(partition.partition) · fingerprint \(partition.fingerprint) · \(partition.shardTests) of "
            + "\(partition.listedTests) listed tests\(selected), "
            + "\(Self.seconds(partition.shardSeconds)) of \(Self.seconds(partition.listedSeconds)) expected"
    }

    private static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(value, 0) * 1000).rounded())
        return "\(milliseconds / 1000).\(String(milliseconds % 1000).leftPadded(to: 3, with: "0"))s"
    }

    /// The lines printed when `event` arrives (the summary included, for `runFinished`).
    package func lines(for event: RunnerEvent) -> [String] {
        switch event {
        case .runStarted(let started):
            let tests = started.testCount == 1 ? "1 test" : "\(started.testCount) tests"
            var bundles = started.bundleCount == 1 ? "1 bundle" : "\(started.bundleCount) bundles"
            let workers = started.workerCount == 1 ? "1 worker" : "\(started.workerCount) workers"
            let seed = started.randomSeed.map { " (random order, seed \($0): replay with --random-order \($0))" } ?? ""
            // With application bundles, count and name the test modules: which ones launch
            // an app, and with which delegate, is what a reader of the log needs first.
            let testBundles = started.testBundles ?? []
            if !testBundles.isEmpty {
                bundles = testBundles.count == 1 ? "1 test bundle" : "\(testBundles.count) test bundles"
            }
            return [style.paint("    Starting", .green) + " \(tests) across \(bundles) with \(workers)\(seed)"]
                + (started.partition.map { [label("Partition", .cyan) + " " + Self.partitionLine($0)] } ?? [])
                + testBundles.map { label("Bundle", .cyan) + " " + $0.line }
        case .testStarted, .workerStarted:
            return []
        case .attemptFinished(let finished):
            guard finished.willRetry else { return [] }
            return [
                label("RETRY", .magenta)
                    + " [\(Self.duration(finished.attempt.duration))] \(finished.id)  attempt "
                    + "\(finished.attempt.number) \(Self.verdict(of: finished.attempt))"
            ]
        case .testFinished(let result):
            return [resultLine(result)] + artifactLines(result)
        case .testStopped(let stopped):
            return [
                label("STOPPED", .yellow) + " [\(Self.duration(stopped.duration))] \(stopped.id)  "
                    + Self.stoppedNote(stopped)
            ]
        case .workerLost(let lost):
            let replaced = lost.replaced ? "; its remaining tests go to a new worker" : ""
            return [label("WORKER", .yellow) + " \(lost.worker) (\(lost.bundle)) \(lost.reason)\(replaced)"]
        case .notice(let notice):
            return [label("NOTE", .yellow) + " \(notice.text)"]
        case .runFinished(let finished):
            return summary(finished)
        }
    }

    /// What a stopped test's line says after its name: no verdict, and what it printed.
    static func stoppedNote(_ stopped: RunnerEvent.TestStopped) -> String {
        let lines = CapturedLines.count(in: stopped.stdout) + CapturedLines.count(in: stopped.stderr)
        let printed = lines == 0 ? "" : "; it printed \(lines) line\(lines == 1 ? "" : "s") before (--json has them)"
        let beside = stopped.ranBesideOthers ? "; it ran beside other tests, whose output is no one test's" : ""
        return "no verdict: the run was stopped while it ran\(printed)\(beside)"
    }

    /// `        PASS [   0.004s] Module.Class/test`, with the crash's signal, the skip's reason or
    /// the repetition.
    package func resultLine(_ result: TestResult) -> String {
        let (word, colour) = Self.word(for: result)
        var line = label(word, colour) + " [\(Self.duration(result.duration))] \(result.id)"
        if result.repetition > 1 { line += "  (repetition \(result.repetition))" }
        if let last = result.attempts.last, result.status == .crashed {
            line += "  " + Self.verdict(of: last)
        }
        if let last = result.attempts.last, result.status == .skipped, let reason = Self.skipReason(of: last) {
            line += "  " + reason
        }
        if result.status == .flaky { line += "  passed on attempt \(result.attempts.count)" }
        return line
    }

    func label(_ word: String, _ colour: ConsoleStyle.Colour) -> String {
        style.paint(String(repeating: " ", count: max(0, 12 - word.count)) + word, colour)
    }

    /// The word of a result: its status's, but `ERROR` for a test whose worker exited with
    /// status 0 before its end, which is no crash.
    static func word(for result: TestResult) -> (String, ConsoleStyle.Colour) {
        if result.status == .crashed, result.attempts.last?.endedWithoutResult == true { return ("ERROR", .red) }
        return word(for: result.status)
    }

    static func word(for status: TestStatus) -> (String, ConsoleStyle.Colour) {
        switch status {
        case .passed: ("PASS", .green)
        case .failed: ("FAIL", .red)
        case .skipped: ("SKIP", .yellow)
        case .flaky: ("FLAKY", .magenta)
        case .timedOut: ("TIMEOUT", .red)
        case .crashed: ("CRASH", .red)
        case .hostLaunchFailed: ("NO HOST", .red)
        }
    }

    /// `failed`, `signal 11 (SIGSEGV)`, `exit status 3`, `timed out`, or for a worker that
    /// exited with status 0 mid-test, what happened.
    static func verdict(of attempt: TestAttempt) -> String {
        switch attempt.status {
        case .crashed where attempt.endedWithoutResult:
            return "the worker exited with status \(attempt.exitStatus ?? 0) before reporting the test's end"
        case .crashed:
            if let signal = attempt.signal { return "signal \(signal) (\(ProcessEnd.signalName(signal)))" }
            if let code = attempt.exitStatus { return "exit status \(code)" }
            return "crashed"
        case .timedOut: return "timed out"
        default: return attempt.status.rawValue
        }
    }

    /// The first line of what the framework said about a skip, as `swift test` prints it: XCTest's
    /// `Test skipped - reason`, a `@Test`'s comment (`.disabled("reason")`), or nil when it said
    /// nothing.
    static func skipReason(of attempt: TestAttempt) -> String? {
        let firstLine = attempt.skipMessage?.split(separator: "\n", omittingEmptySubsequences: true).first
        return firstLine.map(String.init)
    }

    /// `   0.004s`: fixed width, so the names line up.
    static func duration(_ seconds: Double) -> String {
        let millis = Int((max(seconds, 0) * 1000).rounded())
        let text = "\(millis / 1000).\(String(millis % 1000).leftPadded(to: 3, with: "0"))s"
        return text.leftPadded(to: 9, with: " ")
    }
}
