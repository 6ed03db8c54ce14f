/// A problem recorded during a test: a failed assertion, a thrown error, and so on.
///
/// Assertions record issues for you; record one yourself with `record(_:)`:
///
/// ```swift
/// let issue = XCTIssue(type: .assertionFailure, compactDescription: "checksum mismatch")
/// record(issue)
/// ```
public struct XCTIssue: CustomStringConvertible {
    /// The kinds of issue XCTest distinguishes.
    public enum IssueType: Int, Sendable {
        case assertionFailure = 0
        case performanceRegression = 3
        case system = 4
        case thrownError = 1
        case uncaughtException = 2
        case unmatchedExpectedFailure = 5
    }

    /// What kind of issue this is.
    public var type: IssueType
    /// The one-line description printed with the failure.
    public var compactDescription: String
    /// A longer description, if any.
    public var detailedDescription: String?
    /// Where the issue happened.
    public var sourceCodeContext: XCTSourceCodeContext
    /// The error behind the issue, for thrown errors.
    public var associatedError: (any Error)?
    /// Attachments added to the issue.
    public private(set) var attachments: [XCTAttachment]

    /// Names of the activities open when the issue was recorded, outermost first.
    var activityPath: [String] = []

    /// Creates an issue.
    public init(
        type: IssueType,
        compactDescription: String,
        detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
        associatedError: (any Error)? = nil,
        attachments: [XCTAttachment] = []
    ) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
        self.attachments = attachments
    }

    /// Adds an attachment to the issue.
    public mutating func add(_ attachment: XCTAttachment) {
        attachments.append(attachment)
    }

    public var description: String { compactDescription }

    /// Whether XCTest counts this issue as an "unexpected" failure.
    var isUnexpected: Bool { type == .thrownError || type == .uncaughtException }
}

/// Where in the source an issue happened.
open class XCTSourceCodeContext {
    /// The file and line, if known.
    public let location: XCTSourceCodeLocation?

    /// Creates a context for a location.
    public init(location: XCTSourceCodeLocation? = nil) {
        self.location = location
    }
}

/// A file and a line.
open class XCTSourceCodeLocation {
    /// The file's URL.
    public let fileURL: URL
    /// The 1-based line number.
    public let lineNumber: Int
    /// The path exactly as the compiler gave it (kept verbatim for console output).
    let filePath: String

    /// Creates a location from a URL.
    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
        self.filePath = fileURL.path
    }

    /// Creates a location from a path.
    public convenience init(filePath: String, lineNumber: Int) {
        self.init(path: filePath, lineNumber: lineNumber)
    }

    /// Creates a location from `#filePath`/`#file` and `#line`.
    public convenience init(filePath: StaticString, lineNumber: UInt) {
        self.init(path: "\(filePath)", lineNumber: Int(lineNumber))
    }

    private init(path: String, lineNumber: Int) {
        self.fileURL = URL(fileURLWithPath: path)
        self.lineNumber = lineNumber
        self.filePath = path
    }
}
