import Foundation

/// One Swift Testing JSON event record, as the fallback event handler carries it between
/// testing libraries: `{"version": "6.3", "kind": "event", "payload": {…}}`.
///
/// Only the fields interop reads or writes are modelled; unknown fields are ignored when
/// decoding. The field names are Swift Testing's JSON ABI (`Documentation/ABI/JSON.md` in
/// swift-testing).
///
/// ```swift
/// let record = try JSONDecoder().decode(FallbackEventRecord.self, from: data)
/// if record.payload.kind == FallbackEventRecord.issueRecorded { … }
/// ```
struct FallbackEventRecord: Codable, Sendable {
    /// The schema version this record is written in, and the only one Harness reads.
    static let schemaVersion = "6.3"
    /// The event kind of a recorded issue.
    static let issueRecorded = "issueRecorded"

    /// The schema version; absent or in another form when decoding is tolerated (the handler's
    /// version argument is what decides).
    var version: String?
    /// `event` (the other record kind, `test`, never travels through the fallback handler).
    var kind: String
    /// The event.
    var payload: Event

    struct Event: Codable, Sendable {
        var kind: String
        var instant: Instant?
        var issue: Issue?
        var messages: [Message]
        /// The comments of the issue, which Swift Testing's decoder turns back into the issue's
        /// comments (it does not read `messages`).
        var comments: [String]?

        enum CodingKeys: String, CodingKey {
            case kind, instant, issue, messages
            case comments = "_comments"
        }
    }

    struct Instant: Codable, Sendable {
        var absolute: Double?
        var since1970: Double?
    }

    struct Issue: Codable, Sendable {
        /// `warning` or `error`; absent in records older than 6.3.
        var severity: String?
        /// Whether it fails its test (6.3+): false for warnings and known issues.
        var isFailure: Bool?
        var isKnown: Bool
        var sourceLocation: SourceLocation?

        /// Whether the issue fails the test it is recorded in.
        var failsTest: Bool {
            isFailure ?? (!isKnown && severity != "warning")
        }
    }

    struct SourceLocation: Codable, Sendable {
        var fileID: String?
        var filePath: String?
        var line: Int
        var column: Int?
    }

    /// One line of Swift Testing's human-readable description of the event.
    struct Message: Codable, Sendable {
        var symbol: String
        var text: String
    }

    init(payload: Event) {
        self.version = Self.schemaVersion
        self.kind = "event"
        self.payload = payload
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Swift Testing writes the version as a string ("6.3"); older records used a number.
        version =
            (try? container.decodeIfPresent(String.self, forKey: .version))
            ?? (try? container.decodeIfPresent(Double.self, forKey: .version)).flatMap { $0.map { "\($0)" } }
        kind = try container.decode(String.self, forKey: .kind)
        payload = try container.decode(Event.self, forKey: .payload)
    }
}

extension FallbackEventRecord.Event {
    /// The issue's text as one XCTest failure description: the first message, then the
    /// details (expanded values and so on), one a line, after a colon.
    var failureDescription: String {
        let texts = messages.map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard let summary = texts.first else {
            return comments?.first ?? "Issue recorded"
        }
        let details = texts.dropFirst()
        return details.isEmpty ? summary : "\(summary): \(details.joined(separator: "\n"))"
    }
}
