import Foundation

/// What a launched AppHost app tells its launcher once its launch finished: one JSON line on
/// the descriptor named by ``LaunchVariable/readyFileDescriptor``.
///
/// ```json
/// {"version":1,"processIdentifier":4711,"addresses":["http://127.0.0.1:40123"]}
/// ```
///
/// `addresses` are the ones the app reported during its launch
/// (`Application.reportListening(on:)`), in order; a server that asked for port 0 reports the
/// port it got, so the test reaches it through the first address.
public struct LaunchReadyRecord: Codable, Hashable, Sendable {
    /// The version of this record's shape; a launcher rejects one it does not know.
    public static let currentVersion = 1

    public var version: Int
    /// The app's process identifier.
    public var processIdentifier: Int32
    /// Where the app listens (`http://127.0.0.1:40123`, `unix:/tmp/app.sock`), as it reported.
    public var addresses: [String]

    public init(version: Int = LaunchReadyRecord.currentVersion, processIdentifier: Int32, addresses: [String]) {
        self.version = version
        self.processIdentifier = processIdentifier
        self.addresses = addresses
    }

    /// The record as one line of JSON, newline included.
    public func encodedLine() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a record from one line; throws if it is not one, or of a version this side
    /// does not know.
    public static func decodeLine(_ line: some StringProtocol) throws -> LaunchReadyRecord {
        let record = try JSONDecoder().decode(LaunchReadyRecord.self, from: Data(line.utf8))
        guard record.version == currentVersion else {
            throw WireFormatError.unsupportedVersion(found: record.version, expected: currentVersion)
        }
        return record
    }
}
