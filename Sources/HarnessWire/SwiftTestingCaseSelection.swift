import Foundation

/// The cases of parameterized `@Test` functions a worker runs, when only some are chosen (the
/// navigator's ▶ on one case): each function's stream identifier → the identifiers of the
/// cases to run (Swift Testing's `Test.Case.ID`, as its stream writes it in `_testCase.id`).
/// A function not named here runs all its cases.
///
/// Swift Testing has no option to run one case (its `Configuration.testCaseFilter` is not
/// public), so Harness's entry point in the worker (`SwiftTestingHost`) watches each record as
/// Swift Testing posts it, on the case's own task, and cancels the task of a case that was not
/// chosen when it starts, before its body runs: Swift Testing then records that case as
/// cancelled, not failed, and runs the chosen ones as usual.
///
/// ```swift
/// let selection = SwiftTestingCaseSelection(cases: ["M.S/f(x:)/S.swift:3:6": ["argumentIDs: [1]"]])
/// selection.skips(record: caseStartedRecord)   // true for a case of f(x:) other than that one
/// ```
public struct SwiftTestingCaseSelection: Codable, Hashable, Sendable {
    /// Function stream identifier → the chosen cases' identifiers.
    public var cases: [String: Set<String>]

    public init(cases: [String: Set<String>]) {
        self.cases = cases
    }

    /// Whether `record` (one JSON record of the stream) starts a case that was not chosen.
    public func skips(record: Data) -> Bool {
        // A record that is not an event of this shape starts no case (above).
        guard let event = try? JSONDecoder().decode(Head.self, from: record).payload,
            event.kind == "testCaseStarted", let testID = event.testID, let chosen = cases[testID],
            let caseID = event.testCase?.id
        else { return false }
        return !chosen.contains(caseID)
    }

    /// The only fields of a record read here.
    private struct Head: Decodable {
        struct Payload: Decodable {
            struct TestCase: Decodable {
                var id: String?
            }
            var kind: String
            var testID: String?
            var testCase: TestCase?

            enum CodingKeys: String, CodingKey {
                case kind, testID
                case testCase = "_testCase"
            }
        }
        var payload: Payload?
    }
}
