import HarnessWire

/// One issue the model says a test records, in the order it records them.
struct ExpectedIssue: Sendable, CustomStringConvertible {
    /// Where the console says the issue happened.
    enum Place: Sendable, Hashable {
        /// A line of the test's own source file.
        case line(Int)
        /// A thrown error, which XCTest places at `<EXPR>:0`.
        case thrownError
        /// Not pinned: API the toolchain lacks, whose place Harness chooses.
        case unpinned
    }

    /// How much of the description the model pins.
    enum Text: Sendable, Hashable, CustomStringConvertible {
        /// The whole description, character for character.
        case exact(String)
        /// A part of it: for Harness-only API whose wording no reference fixes.
        case containing(String)

        func matches(_ description: String) -> Bool {
            switch self {
            case .exact(let text): description == text
            case .containing(let part): description.contains(part)
            }
        }

        var description: String {
            switch self {
            case .exact(let text): text
            case .containing(let part): "…\(part)…"
            }
        }
    }

    /// Where the console places it.
    var place: Place
    /// Its description, as the console prints it after `Class.method : `.
    var text: Text
    /// XCTest's "unexpected" failures: thrown errors, and assertions whose expression threw.
    var isUnexpected = false
    /// The reason of the `XCTExpectFailure` that matches it; nil when nothing expects it.
    var knownFailureReason: String?
    /// The activities open when it is recorded, outermost first.
    var activities: [String] = []
    /// The issue's kind, when the model pins it.
    var kind: IssueRecord.Kind?

    /// Whether it fails its test (a known failure does not).
    var failsTest: Bool { knownFailureReason == nil }

    var description: String { "\(place): \(text)" }

    /// An assertion failure at `line`, with XCTest's exact description.
    static func assertion(_ line: Int, _ text: String) -> Self {
        ExpectedIssue(place: .line(line), text: .exact(text), kind: .assertionFailure)
    }

    /// An assertion whose expression threw: unexpected, at its line.
    static func assertionThrew(_ line: Int, _ text: String) -> Self {
        ExpectedIssue(place: .line(line), text: .exact(text), isUnexpected: true)
    }

    /// An error thrown out of the test method or its set-up.
    static func thrown(_ text: String) -> Self {
        ExpectedIssue(place: .thrownError, text: .exact(text), isUnexpected: true, kind: .thrownError)
    }
}
