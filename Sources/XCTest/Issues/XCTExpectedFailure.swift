/// An issue that an ``XCTExpectFailure(_:enabled:strict:file:line:issueMatcher:)`` call
/// expected: it is reported, but does not fail the test.
public struct XCTExpectedFailure {
    /// The reason given when the failure was expected.
    public let failureReason: String?
    /// The issue that was expected.
    public let issue: XCTIssue

    /// How an expected failure matches issues.
    ///
    /// ```swift
    /// let options = XCTExpectedFailure.Options()
    /// options.issueMatcher = { $0.type == .assertionFailure }
    /// options.isStrict = false
    /// XCTExpectFailure("parser bug #12", options: options)
    /// ```
    public final class Options {
        /// Which issues the expectation accepts (all, by default).
        public var issueMatcher: (XCTIssue) -> Bool = { _ in true }
        /// Whether the expectation is active (it is, by default).
        public var isEnabled = true
        /// Whether a missing failure is itself a failure (it is, by default).
        public var isStrict = true

        /// Default options: every issue, enabled, strict.
        public init() {}

        /// Options that do not fail the test when no issue occurs.
        public static func nonStrict() -> Options {
            let options = Options()
            options.isStrict = false
            return options
        }
    }
}

/// One active expectation of failure: the rest of a test (non-block form) or one block.
final class ExpectedFailureScope {
    let reason: String?
    let options: XCTExpectedFailure.Options
    let file: StaticString
    let line: UInt
    var matchCount = 0

    init(reason: String?, options: XCTExpectedFailure.Options, file: StaticString, line: UInt) {
        self.reason = reason
        self.options = options
        self.file = file
        self.line = line
    }

    func accepts(_ issue: XCTIssue) -> Bool {
        options.isEnabled && issue.type != .unmatchedExpectedFailure && options.issueMatcher(issue)
    }

    /// A strict, enabled expectation that matched nothing fails the test where it was made.
    func reportIfUnmatched() {
        guard options.isEnabled, options.isStrict, matchCount == 0 else { return }
        let suffix = reason.map { ": \($0)" } ?? ""
        IssueRecorder.record(
            XCTIssue(
                type: .unmatchedExpectedFailure,
                compactDescription: "Unmatched expected failure\(suffix)",
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: file, lineNumber: line))
            ))
    }
}
