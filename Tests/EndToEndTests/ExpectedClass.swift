import HarnessWire

/// Builds the model's entries for one test class, keeping the model's listing short.
struct ExpectedClass {
    var module: String
    var className: String
    var file: String

    /// A test that passes with no issue.
    func passed(_ method: String) -> ExpectedTest {
        test(method, .passed, issues: [])
    }

    /// A test that fails with `issues`, in recording order (and prints `skip`, if given).
    func failed(_ method: String, _ issues: ExpectedIssue..., skip: ExpectedSkip? = nil) -> ExpectedTest {
        test(method, .failed, issues: issues, skip: skip)
    }

    /// A test whose every issue an `XCTExpectFailure` covers: it passes, issues and all.
    func passed(_ method: String, knownIssues: ExpectedIssue...) -> ExpectedTest {
        test(method, .passed, issues: knownIssues)
    }

    /// A test that skips, printing `text` attributed to `line` (nil: `<unknown>:0`).
    func skipped(_ method: String, line: Int?, _ text: String) -> ExpectedTest {
        test(method, .skipped, issues: [], skip: ExpectedSkip(line: line, text: text))
    }

    private func test(_ method: String, _ outcome: TestOutcome, issues: [ExpectedIssue], skip: ExpectedSkip? = nil)
        -> ExpectedTest
    {
        ExpectedTest(
            id: TestIdentifier(module: module, className: className, method: method),
            file: file, outcome: outcome, issues: issues, skip: skip
        )
    }
}
