import HarnessWire

/// Turns the toolchain XCTest's console output into a ``ToolchainConsoleLog``, line by line.
///
/// Pure: text in, values out. Feed it whole (``parse(_:)``) or a line at a time as a bundle
/// prints (``consume(_:)``, then ``finish()``), which is how the runner drives bundles built on
/// the toolchain's XCTest.
///
/// ```swift
/// var parser = ToolchainConsoleParser()
/// for line in consoleText.split(separator: "\n", omittingEmptySubsequences: false) {
///     parser.consume(line)
/// }
/// let log = parser.finish()
/// ```
///
/// Two ambiguities of the format, and how they are settled:
/// - A failure message may span several lines (`XCTAssertEqual` on multi-line strings prints
///   them verbatim). Lines that follow an `error:` line and match no other shape are taken as
///   its continuation, up to the next recognised line. A test that prints after failing gets
///   that output folded into the message; outcomes are unaffected.
/// - A test that starts while another has not finished means the first never will (XCTest
///   runs one test at a time): the first is left unfinished.
package struct ToolchainConsoleParser: Sendable {
    /// What the parser is in the middle of.
    private enum State: Sendable {
        /// Between tests.
        case idle
        /// Inside a test, at `index` in `tests`.
        case inTest(index: Int)
        /// Inside a test, right after an issue whose message may continue on the next lines.
        case inIssue(index: Int)
    }

    private var log = ToolchainConsoleLog()
    private var state = State.idle
    /// Whether the last suite line seen was a closing one, so that an `Executed` line belongs to it.
    private var awaitingCounts = false

    /// Creates a parser with nothing consumed yet.
    package init() {}

    /// Parses a whole console log.
    package static func parse(_ text: String) -> ToolchainConsoleLog {
        var parser = ToolchainConsoleParser()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            parser.consume(line)
        }
        return parser.finish()
    }

    /// Consumes one line, without its terminator.
    package mutating func consume(_ line: some StringProtocol) {
        let parsed = ConsoleLine(parsing: line)
        if case .executed = parsed {} else { awaitingCounts = false }
        switch parsed {
        case .caseStarted(let name, _):
            log.tests.append(ConsoleTestRecord(name: name))
            state = .inTest(index: log.tests.count - 1)
        case .caseFinished(let name, let outcome, let duration):
            finishTest(named: name, outcome: outcome, duration: duration)
        case .issue(let name, let issue):
            if let index = runningIndex(named: name) {
                log.tests[index].issues.append(issue)
                state = .inIssue(index: index)
            } else {
                log.unattributedIssues.append(issue)
            }
        case .note(let name, let note):
            if let index = runningIndex(named: name) {
                log.tests[index].skip = note
                state = .inTest(index: index)
            } else {
                appendText(String(line))
            }
        case .measured(let name, _, let results):
            if let index = runningIndex(named: name) {
                log.tests[index].measurements.append(results)
                state = .inTest(index: index)
            } else {
                appendText(String(line))
            }
        case .suiteStarted:
            state = .idle
        case .suiteFinished(let name, let passed, _):
            log.suites.append(ConsoleSuiteRecord(name: name, passed: passed))
            state = .idle
            awaitingCounts = true
        case .executed(let counts):
            if awaitingCounts, !log.suites.isEmpty {
                log.suites[log.suites.count - 1].counts = counts
            }
            awaitingCounts = false
        case .text(let text):
            appendText(text)
        }
    }

    /// Returns everything parsed so far. Tests still running stay unfinished.
    package func finish() -> ToolchainConsoleLog {
        log
    }

    /// The index of the running test, if it has this name.
    private func runningIndex(named name: ConsoleTestName) -> Int? {
        switch state {
        case .idle:
            return nil
        case .inTest(let index), .inIssue(let index):
            return log.tests[index].name == name ? index : nil
        }
    }

    private mutating func finishTest(named name: ConsoleTestName, outcome: TestOutcome, duration: Double) {
        // Normally the running test; if the log lost its `started` line (a truncated capture),
        // the closing line alone still records the outcome.
        let index: Int
        if let running = runningIndex(named: name) {
            index = running
        } else {
            log.tests.append(ConsoleTestRecord(name: name))
            index = log.tests.count - 1
        }
        log.tests[index].outcome = outcome
        log.tests[index].duration = duration
        state = .idle
    }

    private mutating func appendText(_ text: String) {
        switch state {
        case .idle:
            // Output between tests (class set-up prints, the runner's own banner) belongs to
            // no test; it is dropped rather than pinned on a neighbour.
            break
        case .inTest(let index):
            log.tests[index].output.append(text)
        case .inIssue(let index):
            let last = log.tests[index].issues.count - 1
            log.tests[index].issues[last].message += "\n" + text
        }
    }
}
