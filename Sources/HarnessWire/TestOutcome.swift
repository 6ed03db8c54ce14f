/// How one test ended, as the bundle saw it.
///
/// The runner adds outcomes the bundle cannot see itself (crashed, timed out, flaky);
/// those live in the runner's own model, not on the wire.
public enum TestOutcome: String, Codable, Sendable, CaseIterable {
    /// Every issue, if any, was expected.
    case passed
    /// At least one unexpected issue was recorded.
    case failed
    /// The test threw `XCTSkip` (or set-up did) and recorded no unexpected issue.
    case skipped
}
