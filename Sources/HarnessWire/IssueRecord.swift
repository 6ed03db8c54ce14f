/// One problem recorded during a test: a failed assertion, a thrown error, an unmet
/// expectation of failure, or a misuse the framework detected.
public struct IssueRecord: Hashable, Codable, Sendable {
    /// What kind of issue it is, in XCTest's vocabulary (`XCTIssue.IssueType`).
    public enum Kind: String, Codable, Sendable {
        case assertionFailure
        case thrownError
        case uncaughtException
        case performanceRegression
        case system
        case unmatchedExpectedFailure
    }

    /// The kind of issue.
    public var kind: Kind
    /// The full description, exactly as the console prints it after `Class.test : `.
    public var description: String
    /// Where it was recorded, if known.
    public var location: SourceLocation?
    /// False for failures XCTest counts as "unexpected" (thrown errors, for instance).
    public var isExpected: Bool
    /// Whether an `XCTExpectFailure` matched it, so it does not fail the test.
    public var isKnownFailure: Bool
    /// The reason given to the matching `XCTExpectFailure`, if any.
    public var knownFailureReason: String?
    /// Names of the activities open when it was recorded, outermost first.
    public var activities: [String]
    /// Swift Testing's own view of the issue (its console's line), for a Swift Testing test's.
    public var swiftTesting: SwiftTestingIssueDetail?

    /// Creates a record.
    public init(
        kind: Kind,
        description: String,
        location: SourceLocation?,
        isExpected: Bool = true,
        isKnownFailure: Bool = false,
        knownFailureReason: String? = nil,
        activities: [String] = [],
        swiftTesting: SwiftTestingIssueDetail? = nil
    ) {
        self.kind = kind
        self.description = description
        self.location = location
        self.isExpected = isExpected
        self.isKnownFailure = isKnownFailure
        self.knownFailureReason = knownFailureReason
        self.activities = activities
        self.swiftTesting = swiftTesting
    }
}
