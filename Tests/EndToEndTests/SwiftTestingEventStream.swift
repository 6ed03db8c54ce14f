import Foundation

/// Swift Testing's own JSON event stream (`--event-stream-output-path FILE
/// --event-stream-version 6.3`), read back: the tests it ran and the issues each recorded.
///
/// Only the fields the interop checks read are decoded; see swift-testing's
/// `Documentation/ABI/JSON.md` for the rest.
///
/// ```swift
/// let stream = try SwiftTestingEventStream(contentsOf: file)
/// let issues = stream.issues(ofTest: "InteropSuiteTests.XCTestInSwiftTestingTests/xctFailFails()")
/// ```
struct SwiftTestingEventStream: Sendable {
    /// One `issueRecorded` event.
    struct Issue: Sendable, CustomStringConvertible {
        /// The test's ID (`Module.Suite/function()/File.swift:line:column`).
        var testID: String
        /// `error` or `warning`.
        var severity: String
        /// Whether it fails its test.
        var isFailure: Bool
        /// The source line it names, if any.
        var line: Int?
        /// Its file path, if any.
        var filePath: String?
        /// The event's human-readable lines, in order.
        var messages: [String]

        var description: String {
            "\(severity) at \(filePath ?? "?"):\(line ?? 0): \(messages.joined(separator: " | "))"
        }
    }

    /// The IDs of the tests that ended, in order.
    var endedTests: [String] = []
    /// Every issue recorded, in order.
    var issues: [Issue] = []
    /// Lines that were not records of the expected shape.
    var unreadableLines: [String] = []

    /// Reads the stream at `file`.
    init(contentsOf file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.isEmpty {
            guard let record = try? JSONDecoder().decode(Record.self, from: Data(line.utf8)) else {
                unreadableLines.append(String(line))
                continue
            }
            guard record.kind == "event", let event = record.payload.event else { continue }
            switch event.kind {
            case "testEnded":
                if let id = event.testID { endedTests.append(id) }
            case "issueRecorded":
                guard let id = event.testID, let issue = event.issue else { continue }
                issues.append(
                    Issue(
                        testID: id,
                        severity: issue.severity ?? "error",
                        isFailure: issue.isFailure ?? !issue.isKnown,
                        line: issue.sourceLocation?.line,
                        filePath: issue.sourceLocation?.filePath ?? issue.sourceLocation?.legacyFilePath,
                        messages: event.messages.map(\.text)
                    ))
            default:
                continue
            }
        }
    }

    /// The issues of the test whose ID starts with `testIDPrefix` (`Module.Suite/function()`).
    func issues(ofTest testIDPrefix: String) -> [Issue] {
        issues.filter { $0.testID.hasPrefix(testIDPrefix + "/") || $0.testID == testIDPrefix }
    }

    /// Whether the test ran to its end.
    func ended(_ testIDPrefix: String) -> Bool {
        endedTests.contains { $0.hasPrefix(testIDPrefix + "/") || $0 == testIDPrefix }
    }

    // MARK: The record's shape

    private struct Record: Decodable {
        var kind: String
        var payload: Payload
    }

    /// A test record's payload also decodes (with nothing of use); only events are read.
    private struct Payload: Decodable {
        var event: Event?
        init(from decoder: any Decoder) throws {
            event = try? Event(from: decoder)
        }
    }

    private struct Event: Decodable {
        var kind: String
        var testID: String?
        var issue: EncodedIssue?
        var messages: [Message]
    }

    private struct EncodedIssue: Decodable {
        var isKnown: Bool
        var severity: String?
        var isFailure: Bool?
        var sourceLocation: Location?
    }

    private struct Location: Decodable {
        var filePath: String?
        var legacyFilePath: String?
        var line: Int
        enum CodingKeys: String, CodingKey {
            case filePath, line
            case legacyFilePath = "_filePath"
        }
    }

    private struct Message: Decodable {
        var text: String
    }
}
