import HarnessWire

extension ConsoleLine {
    /// The line printed back through ``XCTestConsoleFormat``: for every line the toolchain's
    /// XCTest printed, the same bytes that were parsed (the round trip the format's tests pin
    /// against a real log).
    ///
    /// ```swift
    /// ConsoleLine(parsing: "Test Case 'A.testB' passed (0.01 seconds)").text
    /// // "Test Case 'A.testB' passed (0.01 seconds)"
    /// ```
    package var text: String {
        typealias Format = XCTestConsoleFormat
        switch self {
        case .suiteStarted(let name, let time):
            return Format.suiteStarted(name, at: time)
        case .suiteFinished(let name, let passed, let time):
            return Format.suiteFinished(name, passed: passed, at: time)
        case .executed(let counts):
            return Format.executed(counts)
        case .caseStarted(let name, let time):
            return Format.caseStarted(name.description, at: time)
        case .caseFinished(let name, let outcome, let duration):
            return Format.caseFinished(name.description, outcome: outcome, seconds: duration)
        case .issue(let name, let issue):
            return Format.issue(issue.message, test: name.description, at: issue.location)
        case .note(let name, let note):
            return Format.skip(note.message, test: name.description, at: note.location)
        case .measured(let name, let location, let results):
            return Format.measured(results, test: name.description, at: location)
        case .text(let text):
            return text
        }
    }
}
