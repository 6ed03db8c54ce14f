/// The version of Swift Testing's event stream a bundle writes for the runner: the newest of
/// these its Swift Testing writes, found when the bundle is listed (``SwiftTestingCommandLine``).
///
/// The version asked for is more than a schema: Swift Testing 6.3 and later, asked for a stream
/// older than 6.3, hold every warning-severity issue back from every event handler, the test's
/// own issue handlers (`IssueHandlingTrait`) included, as older readers expect. `swift test`
/// asks for no version, so a test's handler sees its warnings there; a worker asks for
/// ``v6_3`` wherever the bundle writes it, so it sees them too.
///
/// ```swift
/// let version = SwiftTestingStreamVersion(recordVersion: .string("6.3.0"))   // .v6_3
/// version?.environment   // ["SWT_EXPERIMENTAL_EVENT_STREAM_FIELDS_ENABLED": "1"]
/// ```
public enum SwiftTestingStreamVersion: String, CaseIterable, Hashable, Sendable {
    /// Swift 6.0 to 6.2's stream (every toolchain since 6.0 writes it): no warning reaches a
    /// handler when asked for on 6.3 and later.
    case v0 = "0"
    /// Swift 6.3's stream: warnings reach every handler. Its experimental fields, which the
    /// runner reads (tags, skip and issue comments, test-case arguments, attachment bytes), are
    /// written only with ``experimentalFieldsVariable`` set (``environment``).
    case v6_3 = "6.3"

    /// The versions a listing asks for, newest first: the first the bundle writes is its.
    public static let preferred: [Self] = [.v6_3, .v0]

    /// Swift Testing's variable that has a 6.3 stream carry its experimental fields.
    public static let experimentalFieldsVariable = "SWT_EXPERIMENTAL_EVENT_STREAM_FIELDS_ENABLED"

    /// What the bundle's environment needs for the runner to read this version whole.
    public var environment: [String: String] {
        switch self {
        case .v0: [:]
        case .v6_3: [Self.experimentalFieldsVariable: "1"]
        }
    }

    /// The version a stream record's `version` field says it was written in: `0` (a number)
    /// for ``v0``, `"6.3.0"` or any later 6.x string for ``v6_3``, the newest the runner reads;
    /// nil for anything else.
    package init?(recordVersion: JSONValue) {
        switch recordVersion {
        case .number(0):
            self = .v0
        case .string(let text):
            let parts = text.split(separator: ".").compactMap { Int($0) }
            guard let major = parts.first, major > 6 || (major == 6 && (parts.dropFirst().first ?? 0) >= 3) else {
                return nil
            }
            self = .v6_3
        default:
            return nil
        }
    }
}

extension SwiftTestingStreamVersion: Codable {
    /// As Swift Testing's JSON argument set takes it: Swift 6.0 to 6.2 read a number only (``v0``
    /// is `0`), 6.3 a number or a string (``v6_3`` is `"6.3"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .v0: try container.encode(0)
        case .v6_3: try container.encode(rawValue)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A number or a string, tried in turn: neither is the error thrown below.
        if let number = try? container.decode(Int.self), number == 0 {
            self = .v0
        } else if let text = try? container.decode(String.self), let version = Self(rawValue: text) {
            self = version
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a Swift Testing stream version Harness reads (0 or \"6.3\")")
        }
    }
}
