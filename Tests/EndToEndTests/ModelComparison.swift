import HarnessWire

/// Compares what a bundle reported with the model, collecting every mismatch as a sentence,
/// so one failing test lists all the differences at once instead of the first.
enum ModelComparison {
    /// Mismatches between a console transcript and the model's tests, which must be exactly
    /// the tests that ran, in order (modules in whichever order the run chose).
    static func console(_ transcript: ConsoleTranscript, against modelTests: [ExpectedTest]) -> [String] {
        var problems: [String] = []
        let ran = transcript.testCases.map(\.name)
        let tests = ModuleOrder.arrange(modelTests, as: ModuleOrder.ofConsoleNames(ran, in: modelTests))
        let expected = tests.map(\.consoleName)
        if ran != expected {
            problems.append(
                "tests ran \(ran.count), expected \(expected.count); missing: "
                    + "\(Set(expected).subtracting(ran).sorted()); unexpected: "
                    + "\(Set(ran).subtracting(expected).sorted())"
            )
            if Set(ran) == Set(expected) { problems.append("tests ran in another order: \(ran)") }
        }
        for test in tests {
            guard let block = transcript.testCase(named: test.consoleName) else { continue }
            let name = test.consoleName
            if block.result != test.outcome.rawValue {
                problems.append(
                    "\(name): console says \(block.result ?? "no end line"), model says \(test.outcome.rawValue)")
            }
            if let duration = block.duration, !ConsoleNormalizer.isXCTestDuration(duration) {
                problems.append("\(name): duration '\(duration)' is not written as XCTest writes one")
            }
            // Known failures (matched by XCTExpectFailure) are not `error:` lines.
            let failing = test.issues.filter(\.failsTest)
            if block.issues.count != failing.count {
                problems.append(
                    "\(name): \(block.issues.count) error lines \(block.issues.map(\.description)), model has "
                        + "\(failing.count) \(failing.map(\.description))"
                )
            } else {
                for (line, issue) in zip(block.issues, failing) {
                    if !issue.text.matches(line.text) {
                        problems.append(
                            "\(name): error line text\n    actual:   \(line.text)\n    expected: \(issue.text)")
                    }
                    if let location = test.consoleLocation(of: issue.place), location != line.location {
                        problems.append("\(name): error line location \(line.location), expected \(location)")
                    }
                }
            }
            let skipLines = block.skips.map(\.description)
            let expectedSkip = test.skip.map { ["\(test.skipLocation ?? ""): \($0.text)"] } ?? []
            if skipLines != expectedSkip {
                problems.append("\(name): skip lines \(skipLines), expected \(expectedSkip)")
            }
        }
        return problems
    }

    /// Mismatches between the wire events of a run and the model's tests (exactly the tests
    /// that ran, in order, modules in the run's order), including the run's exit code.
    static func wire(_ run: BundleRun, against modelTests: [ExpectedTest]) -> [String] {
        var problems = run.undecodableLines.map { "undecodable wire line: \($0)" }
        let events = run.events.map(\.kind)
        let startedModules = events.compactMap { event -> String? in
            if case .testStarted(let payload) = event { payload.test.module } else { nil }
        }
        let tests = ModuleOrder.arrange(modelTests, as: ModuleOrder.firstAppearance(of: startedModules))
        guard case .runStarted(let started)? = events.first else {
            return problems + ["the wire stream does not begin with runStarted (\(events.count) events)"]
        }
        if started.testCount != tests.count {
            problems.append("runStarted.testCount \(started.testCount), expected \(tests.count)")
        }
        guard case .runFinished(let finished)? = events.last else {
            return problems + ["the wire stream does not end with runFinished"]
        }
        if finished.exitCode != run.result.exitCode {
            problems.append("runFinished.exitCode \(finished.exitCode), but the process exited \(run.result.exitCode)")
        }
        let totals = BasicSuiteModel.Totals(tests)
        if BasicSuiteModel.Totals(finished.counts) != totals {
            problems.append("runFinished counts \(BasicSuiteModel.Totals(finished.counts)), model \(totals)")
        }
        for event in events {
            if case .lateIssueRecorded(let late) = event {
                problems.append("late issue, after its test finished: \(late.issue.description)")
            }
        }
        problems += suiteNesting(events)
        problems += classSuiteCounts(events, against: tests)

        let startedTests = events.compactMap { event -> TestIdentifier? in
            if case .testStarted(let payload) = event { payload.test } else { nil }
        }
        if startedTests != tests.map(\.id) {
            problems.append("testStarted sequence differs from the model: \(startedTests.map(\.description))")
        }
        for test in tests {
            problems += wireEvents(of: test, in: events)
        }
        return problems
    }

    /// Checks one test's events: its issues, skip and outcome, all between its start and end.
    private static func wireEvents(of test: ExpectedTest, in events: [WireEvent.Kind]) -> [String] {
        let name = test.id.description
        guard
            let start = events.firstIndex(where: {
                if case .testStarted(let p) = $0 { p.test == test.id } else { false }
            })
        else {
            return ["\(name): no testStarted event"]
        }
        guard
            let end = events[start...].firstIndex(where: {
                if case .testFinished(let p) = $0 { p.test == test.id } else { false }
            }),
            case .testFinished(let finished) = events[end]
        else {
            return ["\(name): no testFinished event"]
        }
        var problems: [String] = []
        if finished.outcome != test.outcome {
            problems.append("\(name): wire outcome \(finished.outcome), model \(test.outcome)")
        }
        let inside = events[start...end]
        let issues = inside.compactMap { event -> IssueRecord? in
            if case .issueRecorded(let p) = event, p.test == test.id { p.issue } else { nil }
        }
        if issues.count != test.issues.count {
            problems.append(
                "\(name): \(issues.count) wire issues \(issues.map(\.description)), model \(test.issues.count) "
                    + "\(test.issues.map(\.description))"
            )
        } else {
            for (record, issue) in zip(issues, test.issues) {
                problems += compare(record, with: issue, of: test)
            }
        }
        let skips = inside.compactMap { event -> WireEvent.TestSkipped? in
            if case .testSkipped(let p) = event, p.test == test.id { p } else { nil }
        }
        if test.outcome == .skipped {
            if skips.map(\.description) != [test.skip?.text ?? ""] {
                problems.append(
                    "\(name): testSkipped events \(skips.map(\.description)), expected [\(test.skip?.text ?? "")]")
            } else if let line = test.skip?.line, skips.first?.location?.line != line {
                problems.append(
                    "\(name): skip location \(String(describing: skips.first?.location)), expected line \(line)")
            }
        }
        return problems
    }

    private static func compare(_ record: IssueRecord, with issue: ExpectedIssue, of test: ExpectedTest) -> [String] {
        let name = test.id.description
        var problems: [String] = []
        if !issue.text.matches(record.description) {
            problems.append(
                "\(name): wire issue text\n    actual:   \(record.description)\n    expected: \(issue.text)")
        }
        if let kind = issue.kind, record.kind != kind {
            problems.append("\(name): issue '\(record.description)' has kind \(record.kind), expected \(kind)")
        }
        if record.isExpected == issue.isUnexpected {
            problems.append(
                "\(name): issue '\(record.description)' isExpected \(record.isExpected), expected "
                    + "\(!issue.isUnexpected)"
            )
        }
        if record.isKnownFailure != (issue.knownFailureReason != nil)
            || record.knownFailureReason != issue.knownFailureReason
        {
            problems.append(
                "\(name): issue '\(record.description)' known failure \(record.isKnownFailure) "
                    + "(\(record.knownFailureReason ?? "no reason")), expected "
                    + "\(issue.knownFailureReason ?? "not known")"
            )
        }
        if record.activities != issue.activities {
            problems.append(
                "\(name): issue '\(record.description)' activities \(record.activities), expected \(issue.activities)")
        }
        if case .line(let line) = issue.place {
            let suffix = "/Tests/\(test.id.module)/\(test.file)"
            if record.location?.line != line || record.location?.file.hasSuffix(suffix) != true {
                problems.append(
                    "\(name): issue '\(record.description)' at \(record.location?.description ?? "nowhere"), "
                        + "expected …\(suffix):\(line)"
                )
            }
        }
        return problems
    }

    /// Each test class's suiteFinished carries the totals of that class's tests.
    private static func classSuiteCounts(_ events: [WireEvent.Kind], against tests: [ExpectedTest]) -> [String] {
        let classes = Dictionary(grouping: tests, by: \.id.className)
        return events.compactMap { event in
            guard case .suiteFinished(let suite) = event, let classTests = classes[suite.suite] else { return nil }
            let expected = BasicSuiteModel.Totals(classTests)
            let actual = BasicSuiteModel.Totals(suite.counts)
            return actual == expected ? nil : "suite '\(suite.suite)' finished with \(actual), model \(expected)"
        }
    }

    /// Suites must nest: each suiteFinished closes the innermost open suite, tests run only
    /// inside a suite, and every suite is closed by the end.
    private static func suiteNesting(_ events: [WireEvent.Kind]) -> [String] {
        var open: [String] = []
        var problems: [String] = []
        for event in events {
            switch event {
            case .suiteStarted(let suite):
                open.append(suite.suite)
            case .suiteFinished(let suite):
                if open.last == suite.suite {
                    open.removeLast()
                } else {
                    problems.append("suite '\(suite.suite)' finished while '\(open.last ?? "none")' was innermost")
                }
            case .testStarted(let test) where open.isEmpty:
                problems.append("\(test.test) started outside any suite")
            default:
                break
            }
        }
        if !open.isEmpty { problems.append("suites never finished: \(open)") }
        return problems
    }
}
