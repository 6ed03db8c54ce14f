/// How one case of a parameterized Swift Testing function ended: the function runs once per
/// argument (or combination of arguments), and each run is a case with its own outcome.
///
/// The runner reads cases from Swift Testing's event stream (`testCaseStarted` and
/// `testCaseEnded`, with the case's arguments) and hands them on in the function's
/// ``WireEvent/TestFinished/cases``.
///
/// ```swift
/// let failing = TestCaseOutcome(id: "argumentIDs: …", arguments: #""circle""#, outcome: .failed, duration: 0.001)
/// failing.arguments   // "\"circle\"": what a report names the case by
/// ```
public struct TestCaseOutcome: Hashable, Codable, Sendable {
    /// Swift Testing's identifier of the case (opaque: only compared and shown).
    public var id: String
    /// The case's arguments as Swift Testing describes them, joined by ", " (`"circle"`, `2, 3`).
    public var arguments: String
    /// Passed, failed (an issue that is not known) or skipped (cancelled).
    public var outcome: TestOutcome
    /// Seconds from the case's start to its end.
    public var duration: Double

    public init(id: String, arguments: String, outcome: TestOutcome, duration: Double) {
        self.id = id
        self.arguments = arguments
        self.outcome = outcome
        self.duration = duration
    }
}
