import Foundation

/// Which of Swift Testing's event-stream records open and close a test function's own work,
/// for a bundle that watches the records in-process (per-test coverage of `@Test` functions,
/// `SwiftTestingHost` in Harness's XCTest).
///
/// The records come one at a time and in order (workers run one test at a time). A function's
/// `testStarted` opens it and its own `testEnded` closes it. Suites start and end around their
/// functions and bracket nothing of their own: a function's identifier names its source
/// location after a `/` (`Module.Suite/name()/File.swift:12:6`), a suite's has none
/// (`Module.Suite`), so a suite whose functions were all skipped closes nothing either.
///
/// ```swift
/// var brackets = SwiftTestingTestBrackets()
/// brackets.step(record: started)   // .opened
/// brackets.step(record: ended)     // .closed("M.S/a()/S.swift:3:6")
/// ```
public struct SwiftTestingTestBrackets: Sendable {
    /// What one record does to the test function's bracket.
    public enum Step: Equatable, Sendable {
        /// A test function started.
        case opened
        /// The function that started last ended: its stream identifier.
        case closed(String)
    }

    /// The function opened and not yet closed.
    private var open: String?

    public init() {}

    /// The step `record` (one JSON record of the stream, version 0) stands for; nil for a
    /// record that opens or closes no function (another kind, a suite, an end not matching).
    public mutating func step(record: Data) -> Step? {
        // Not an event record: no step (above).
        guard let event = try? JSONDecoder().decode(Head.self, from: record).payload,
            let testID = event.testID, testID.contains("/")
        else { return nil }
        switch event.kind {
        case "testStarted":
            open = testID
            return .opened
        case "testEnded" where open == testID:
            open = nil
            return .closed(testID)
        default:
            return nil
        }
    }

    /// The only fields of a record read here.
    private struct Head: Decodable {
        struct Payload: Decodable {
            var kind: String
            var testID: String?
        }
        var payload: Payload?
    }
}
