import Foundation
import HarnessWire

/// One line of Swift Testing's JSON event stream (`Documentation/ABI/JSON.md` in
/// swift-testing), decoded into plain values: a test record (a suite or a function) or an event.
///
/// The runner decodes only what it uses. Documented fields are required where the schema makes
/// them so; the experimental ones (`_tags`, `_comments`, `_testCase`, `_error`, `_filePath`) are
/// read when present and never relied on. A record of an unknown kind decodes to `.other` and
/// is ignored, as the schema asks of decoders.
///
/// ```swift
/// let record = try SwiftTestingRecord.decode(line: Data(#"{"kind":"event","payload":{…},"version":0}"#.utf8))
/// ```
enum SwiftTestingRecord: Sendable {
    case test(Test)
    case event(Event)
    case other(kind: String)

    /// A `kind: "test"` payload: a suite or a test function.
    struct Test: Decodable, Hashable, Sendable {
        /// `suite` or `function`.
        var kind: String
        /// The unqualified type name or the function's name with its argument labels (`param(n:)`).
        var name: String
        var displayName: String?
        var sourceLocation: Location
        /// Opaque to the runner except as the exact text its `--filter` matches.
        var id: String
        var isParameterized: Bool?
        /// Tags as `.name` (event stream 6.4 and later).
        var tags: [String]?
        /// Tags as `.name` (the experimental field of earlier versions).
        var experimentalTags: [String]?
        /// Seconds (event stream 6.4 and later).
        var timeLimit: Double?
        /// A parameterized function's cases, when the listing evaluated its arguments (Swift
        /// Testing 6.3.1's `--list-tests` does not: it is nil there).
        var testCases: [TestCase]?

        enum CodingKeys: String, CodingKey {
            case kind, name, displayName, sourceLocation, id, isParameterized, tags, timeLimit
            case experimentalTags = "_tags"
            case testCases = "_testCases"
        }

        var isSuite: Bool { kind == "suite" }

        /// Tags without their leading dot, whichever field carried them.
        var tagNames: [String] {
            (tags ?? experimentalTags ?? []).map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
        }
    }

    /// A source location: `fileID` is `Module/File.swift`.
    struct Location: Decodable, Hashable, Sendable {
        var fileID: String
        var line: Int
        var column: Int
        var filePath: String?
        var experimentalFilePath: String?

        enum CodingKeys: String, CodingKey {
            case fileID, line, column, filePath
            case experimentalFilePath = "_filePath"
        }

        /// The module part of `fileID`.
        var module: String { fileID.split(separator: "/").first.map(String.init) ?? fileID }
        /// The absolute path when the stream gives one, else the file ID.
        var path: String { filePath ?? experimentalFilePath ?? fileID }
    }

    /// A `kind: "event"` payload.
    struct Event: Decodable, Hashable, Sendable {
        /// `runStarted`, `testStarted`, `testCaseStarted`, `issueRecorded`, `valueAttached`,
        /// `testCaseEnded`, `testEnded`, `testSkipped`, `runEnded`, `testCancelled`, …
        var kind: String
        var instant: Instant
        var issue: Issue?
        var attachment: Attachment?
        var messages: [Message]
        var testID: String?
        /// The comments of the trait or issue (a `.disabled("reason")`'s reason).
        var comments: [String]?
        var testCase: TestCase?

        enum CodingKeys: String, CodingKey {
            case kind, instant, issue, attachment, messages, testID
            case comments = "_comments"
            case testCase = "_testCase"
        }
    }

    struct Instant: Decodable, Hashable, Sendable {
        var absolute: Double
        var since1970: Double
    }

    struct Issue: Decodable, Hashable, Sendable {
        var isKnown: Bool
        /// Event stream 6.3 and later; absent means the issue fails its test unless known.
        var isFailure: Bool?
        var severity: String?
        var sourceLocation: Location?
        var error: ThrownError?

        enum CodingKeys: String, CodingKey {
            case isKnown, isFailure, severity, sourceLocation
            case error = "_error"
        }
    }

    struct ThrownError: Decodable, Hashable, Sendable {
        var description: String?
    }

    /// A `valueAttached` event's attachment: the file Swift Testing saved it to (with
    /// `--attachments-path`), else its bytes inline (`_bytes`, base64), and its preferred name.
    struct Attachment: Decodable, Hashable, Sendable {
        var path: String?
        var preferredName: String?
        var bytes: Data?

        enum CodingKeys: String, CodingKey {
            case path
            case preferredName = "_preferredName"
            case bytes = "_bytes"
        }
    }

    struct Message: Decodable, Hashable, Sendable {
        var symbol: String
        var text: String
    }

    /// A test case (`_testCase` of an event, `_testCases` of a parameterized function's record
    /// when the listing evaluated its arguments): its arguments, described, and its identifier.
    struct TestCase: Decodable, Hashable, Sendable {
        var displayName: String?
        var id: String?
    }

    /// Which records' payloads to decode: a reader that only wants events (a worker's stream)
    /// is spared decoding each test record it would drop.
    enum Payloads: Sendable {
        case all
        case eventsOnly
    }

    /// One line, parsed once: the kind first, then the payload that kind names (a test
    /// record's only when `DecodesTests`).
    private struct Line<DecodesTests: PayloadChoice>: Decodable {
        var record: SwiftTestingRecord

        enum CodingKeys: String, CodingKey {
            case kind, payload
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try container.decode(String.self, forKey: .kind)
            switch kind {
            case "test" where DecodesTests.value: record = .test(try container.decode(Test.self, forKey: .payload))
            case "event": record = .event(try container.decode(Event.self, forKey: .payload))
            default: record = .other(kind: kind)
            }
        }
    }

    private protocol PayloadChoice { static var value: Bool { get } }
    private enum WithTests: PayloadChoice { static var value: Bool { true } }
    private enum EventsOnly: PayloadChoice { static var value: Bool { false } }

    /// The stream version the first record of `stream` says it was written in; nil when it
    /// says none the runner reads (``SwiftTestingStreamVersion/init(recordVersion:)``).
    static func streamVersion(ofFirstLineIn stream: Data) -> SwiftTestingStreamVersion? {
        struct Versioned: Decodable { var version: JSONValue? }
        guard let line = stream.split(separator: UInt8(ascii: "\n")).first,
            // A first line that is no versioned record names no version (nil, as said above).
            let version = (try? JSONDecoder().decode(Versioned.self, from: Data(line)))?.version
        else { return nil }
        return SwiftTestingStreamVersion(recordVersion: version)
    }

    /// Decodes one JSON line; with `.eventsOnly`, a test record is `.other(kind: "test")`.
    static func decode(line: Data, payloads: Payloads = .all) throws -> SwiftTestingRecord {
        switch payloads {
        case .all: try JSONDecoder().decode(Line<WithTests>.self, from: line).record
        case .eventsOnly: try JSONDecoder().decode(Line<EventsOnly>.self, from: line).record
        }
    }
}
