/// What Swift Testing's console says of an issue beyond the runner's ``IssueRecord``: its own
/// description and comments kept apart, its column, its severity, and the arguments of the case
/// it was recorded in. The runner fills it from the event stream's typed fields, so that
/// `--format xctest` prints the toolchain's issue lines without reading a description back.
///
/// ```swift
/// let detail = SwiftTestingIssueDetail(
///     text: "Expectation failed: 1 == 2", comments: ["sum"], fileName: "Sum.swift", line: 12, column: 5,
///     severity: .error, arguments: nil)
/// ```
public struct SwiftTestingIssueDetail: Hashable, Codable, Sendable {
    /// How Swift Testing counts and marks the issue.
    public enum Severity: String, Codable, Sendable {
        /// Fails its test.
        case error
        /// Recorded with `severity: .warning`: reported, never failing.
        case warning
        /// Inside `withKnownIssue`: expected, never failing.
        case knownIssue
    }

    /// The issue's own description (`Expectation failed: (a → 1) == 2`), without its comments.
    public var text: String
    /// The issue's comments (an `#expect`'s message, `withKnownIssue`'s reason), one per line.
    public var comments: [String]
    /// The source file's name alone (`Sum.swift`), as Swift Testing's console names it.
    public var fileName: String?
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    /// The arguments of the parameterised case the issue was recorded in, as the stream
    /// describes them (`2`), or nil outside a case.
    public var arguments: String?

    public init(
        text: String, comments: [String], fileName: String?, line: Int?, column: Int?, severity: Severity,
        arguments: String?
    ) {
        self.text = text
        self.comments = comments
        self.fileName = fileName
        self.line = line
        self.column = column
        self.severity = severity
        self.arguments = arguments
    }
}
