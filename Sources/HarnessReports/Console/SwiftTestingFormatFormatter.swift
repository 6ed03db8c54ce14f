import Foundation
import HarnessModel
import HarnessWire

/// Turns a finished run's Swift Testing results into the lines Swift Testing's own console
/// prints for them under `swift test`, after the XCTest part: the run's start, each suite's and
/// test's start and end, each issue with its comments, skips, and the run's totals. Pure:
/// results in, lines out.
///
/// ```text
/// ◇ Test run started.
/// ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
/// ↳ Target Platform: x86_64-unknown-linux-gnu
/// ◇ Suite Outer started.
/// ◇ Test inner() started.
/// ✘ Test inner() recorded an issue at Sum.swift:12:5: Expectation failed: 1 == 2
/// ↳ sum
/// ✘ Test inner() failed after 0.001 seconds with 1 issue.
/// ✘ Suite Outer failed after 0.001 seconds with 1 issue.
/// ✘ Test run with 1 test in 1 suite failed after 0.002 seconds with 1 issue.
/// ```
///
/// What one process prints as its tests run side by side is printed here test by test, in the
/// plan's order (a test's lines together, its suites around it): the order of tests that ran at
/// once is not the toolchain's either. A test's output comes after its start line. An issue the
/// runner recorded itself (a crash, a time-out) is an issue line of its own, with the runner's
/// description. With `colored`, each symbol (and each comment line) carries the colour Swift
/// Testing gives it on a terminal.
///
/// ```swift
/// let lines = SwiftTestingFormatFormatter(colored: false).lines(for: results, runSeconds: 0.2)
/// ```
package struct SwiftTestingFormatFormatter: Sendable {
    /// Whether to colour the symbols as on a terminal.
    package var colored: Bool

    package init(colored: Bool) {
        self.colored = colored
    }

    /// Every line of the Swift Testing part, for the Swift Testing results of a run, in order;
    /// `banner`, the lines Swift Testing gave under its run's start (its version, the platform).
    package func lines(for results: [TestResult], banner: [String] = [], runSeconds: Double) -> [String] {
        var lines = [line(.started, "Test run started.")] + banner.map { comment(comment: $0) }
        var open: [(name: String, tally: Tally)] = []
        var suiteCount = 0
        var total = Tally()
        func close(downTo depth: Int) {
            while open.count > depth {
                let suite = open.removeLast()
                lines.append(ending("Suite \(suite.name)", tally: suite.tally, cases: nil))
            }
        }
        for result in results {
            let suites = Self.suites(of: result)
            let common = zip(open.map(\.name), suites).prefix { $0 == $1 }.count
            close(downTo: common)
            for name in suites.dropFirst(common) {
                lines.append(line(.started, "Suite \(name) started."))
                open.append((name, Tally()))
                suiteCount += 1
            }
            let (testLines, tally) = self.testLines(for: result)
            lines += testLines
            for index in open.indices { open[index].tally.add(tally) }
            total.add(tally)
        }
        close(downTo: 0)
        let tests = results.count
        lines.append(
            ending(
                "Test run with \(Self.counted(tests, "test")) in \(Self.counted(suiteCount, "suite"))",
                tally: Tally(
                    seconds: runSeconds, issues: total.issues, warnings: total.warnings,
                    knownIssues: total.knownIssues, failed: total.failed), cases: nil, inRun: true))
        return lines
    }

    /// One test's lines and what it counts toward its suites and the run.
    private func testLines(for result: TestResult) -> ([String], Tally) {
        let name = Self.displayName(of: result)
        guard let last = result.attempts.last else { return ([], Tally()) }
        if last.status == .skipped && last.issues.isEmpty && last.cases.isEmpty {
            let reason = last.skipMessage.map { $0 == "skipped" ? "." : ": \"\($0)\"" } ?? "."
            return ([line(.skipped, "Test \(name) skipped\(reason)")], Tally())
        }
        var lines = [line(.started, "Test \(name) started.")]
        let labels = Self.argumentLabels(of: result)
        for testCase in last.cases {
            lines.append(
                line(
                    .started,
                    "Test case passing \(Self.arguments(testCase.arguments, labels: labels)) to \(name) started."))
        }
        var output = last.stdout + last.stderr
        if output.hasSuffix("\n") { output.removeLast() }
        if !output.isEmpty { lines += output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        var tally = Tally(seconds: last.duration)
        for issue in last.issues {
            lines += issueLines(issue, test: name, labels: labels, tally: &tally)
        }
        if last.status.failsRun && tally.issues == tally.warnings + tally.knownIssues {
            // Failed with no issue of its own to say why: the runner's verdict counts as one.
            lines.append(line(.failed, "Test \(name) recorded an issue: \(Self.verdict(of: last))"))
            tally.issues += 1
        }
        tally.failed = last.status.failsRun
        lines.append(ending("Test \(name)", tally: tally, cases: last.cases.isEmpty ? nil : last.cases.count))
        return (lines, tally)
    }

    /// An issue's line and its comments' lines.
    private func issueLines(_ issue: IssueRecord, test name: String, labels: [String], tally: inout Tally) -> [String] {
        tally.issues += 1
        guard let detail = issue.swiftTesting else {
            return [line(.failed, "Test \(name) recorded an issue: \(issue.description)")]
        }
        let symbol: Symbol
        let noun: String
        switch detail.severity {
        case .error:
            (symbol, noun) = (.failed, "an issue")
        case .warning:
            (symbol, noun) = (.warning, "a warning")
            tally.warnings += 1
        case .knownIssue:
            (symbol, noun) = (.knownIssue, "a known issue")
            tally.knownIssues += 1
        }
        var text = "Test \(name) recorded \(noun)"
        if let arguments = detail.arguments { text += " with \(Self.arguments(arguments, labels: labels))" }
        if let file = detail.fileName, let line = detail.line {
            text += " at \(file):\(line)" + (detail.column.map { ":\($0)" } ?? "")
        }
        return [line(symbol, "\(text): \(detail.text)")] + detail.comments.map { comment(comment: $0) }
    }

    /// The last line of a test, a suite or the run: passed or failed, its time, its issues.
    private func ending(_ subject: String, tally: Tally, cases: Int?, inRun: Bool = false) -> String {
        let withCases = cases.map { " with \(Self.counted($0, "test case"))" } ?? ""
        let seconds = String(format: "%.3f", tally.seconds)
        if tally.failed || tally.issues > tally.warnings + tally.knownIssues {
            var issues = " with \(Self.counted(tally.issues, "issue"))"
            let including = [
                tally.warnings > 0 ? Self.counted(tally.warnings, "warning") : nil,
                tally.knownIssues > 0 ? Self.counted(tally.knownIssues, "known issue") : nil,
            ].compactMap { $0 }
            if !including.isEmpty { issues += " (including \(including.joined(separator: " and ")))" }
            return line(.failed, "\(subject)\(withCases) failed after \(seconds) seconds\(issues).")
        }
        let extras = [
            tally.warnings > 0 ? Self.counted(tally.warnings, "warning") : nil,
            tally.knownIssues > 0 ? Self.counted(tally.knownIssues, "known issue") : nil,
        ].compactMap { $0 }
        let tail = extras.isEmpty ? "" : " with \(extras.joined(separator: " and "))"
        let symbol: Symbol = !inRun && tally.knownIssues > 0 && tally.warnings == 0 ? .knownIssue : .passed
        return line(symbol, "\(subject)\(withCases) passed after \(seconds) seconds\(tail).")
    }

    // MARK: - Names

    /// The suites around a test, outermost first: the listing's, else its class's parts.
    private static func suites(of result: TestResult) -> [String] {
        if let suites = result.swiftTestingFunction?.suites { return suites }
        return result.id.className.split(separator: ".").map(String.init)
    }

    /// `"A named test"` for a display name, else the function's name.
    private static func displayName(of result: TestResult) -> String {
        result.swiftTestingFunction?.displayName.map { "\"\($0)\"" } ?? result.id.method
    }

    /// The argument labels of a function's name (`param(n:)` → `n`), for its cases' lines.
    private static func argumentLabels(of result: TestResult) -> [String] {
        let name = result.swiftTestingFunction?.name ?? result.id.method
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
        return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }

    /// `1 argument n → 2`: a case's arguments as the stream describes them, under their labels.
    private static func arguments(_ described: String, labels: [String]) -> String {
        guard labels.count == 1, let label = labels.first else {
            return "\(counted(max(labels.count, 1), "argument")) \(described)"
        }
        return "1 argument \(label) → \(described)"
    }

    /// Why a test failed when it recorded no issue: how it ended.
    private static func verdict(of attempt: TestAttempt) -> String {
        switch attempt.status {
        case .timedOut: "timed out after \(String(format: "%.3f", attempt.duration)) seconds"
        case .crashed: attempt.signal.map { "crashed with signal \($0)" } ?? "the process ended before the test did"
        default: "failed"
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: - Symbols

    /// Swift Testing's symbols, as it prints them without SF Symbols, and their colours.
    private enum Symbol: String {
        case started = "◇"
        case passed = "✔"
        case failed = "✘"
        case skipped = "➜"
        case warning = "⚠\u{FE0E}"
        case knownIssue = "━"

        var color: String {
            switch self {
            case .started, .skipped, .knownIssue: "90"
            case .passed: "92"
            case .failed: "91"
            case .warning: "93"
            }
        }
    }

    private func line(_ symbol: Symbol, _ text: String) -> String {
        colored ? "\u{1B}[\(symbol.color)m\(symbol.rawValue)\u{1B}[0m \(text)" : "\(symbol.rawValue) \(text)"
    }

    /// A comment's line, grey whole on a terminal.
    private func comment(comment text: String) -> String {
        colored ? "\u{1B}[90m↳ \(text)\u{1B}[0m" : "↳ \(text)"
    }

    /// What a test, a suite or the run counts.
    private struct Tally {
        var seconds: Double = 0
        var issues = 0
        var warnings = 0
        var knownIssues = 0
        var failed = false

        /// A test's counts added to its suite's (the suite's time is its tests' sum).
        mutating func add(_ test: Tally) {
            seconds += test.seconds
            issues += test.issues
            warnings += test.warnings
            knownIssues += test.knownIssues
            failed = failed || test.failed
        }
    }
}
