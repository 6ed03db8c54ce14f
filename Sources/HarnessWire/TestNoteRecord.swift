import Foundation

/// A line Harness writes on a running test's behalf (the launcher's notes: a program left
/// running, a kept launch folder), sent to the runner with the test it belongs to: one record
/// per packet on descriptor ``descriptor``.
///
/// ```json
/// {"stream":"stderr","test":{"className":"BeaconTests","method":"keeps()","module":"FunctionalSuiteTests"},"text":"HarnessLaunch: kept Beacon's launch folder and output: /tmp/…\n","version":1}
/// ```
///
/// Tests that run side by side in one process share its standard output and error, and the
/// runner can tell whose a write is only by when it was made; a note names its test, so it
/// joins that test's output, and only that test's, whatever ran beside it (issue 33). Without
/// the channel (under `swift test`, or an XCTest worker, one test at a time) the same line
/// goes to standard error.
///
/// **The channel** is told by no variable: Swift Testing runs test code before any Harness code
/// could take one out, so it would reach every process a test starts and every exit test's
/// child. It is descriptor ``descriptor`` when that is a sequenced-packet socket whose other end
/// the process's parent made (`SO_PEERCRED`): the runner, which started the worker with it. A
/// process a test starts, or an exit test's child, has another parent, so writes to standard
/// error, whatever it inherited.
public struct TestNoteRecord: Codable, Hashable, Sendable {
    /// The descriptor a capturing Swift Testing worker is given the notes channel on.
    public static let descriptor: Int32 = 5

    /// The version of this record's shape; a packet the runner cannot read as this version is
    /// kept as the worker's output, never dropped.
    public static let currentVersion = 1

    /// Which of the test's output streams the line belongs in.
    public enum Stream: String, Codable, Hashable, Sendable {
        case stdout
        case stderr
    }

    public var version: Int
    /// The test, named as the runner names it (`Module.Suite/function()`).
    public var test: TestIdentifier
    public var stream: Stream
    /// The text, its line end included.
    public var text: String

    public init(
        version: Int = TestNoteRecord.currentVersion, test: TestIdentifier, stream: Stream = .stderr, text: String
    ) {
        self.version = version
        self.test = test
        self.stream = stream
        self.text = text
    }

    /// The record as one packet of JSON (no line end: a packet keeps its own boundary).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a record from one packet; throws if it is not one, or of a version this side does
    /// not know.
    public static func decode(_ packet: Data) throws -> TestNoteRecord {
        let record = try JSONDecoder().decode(TestNoteRecord.self, from: packet)
        guard record.version == currentVersion else {
            throw WireFormatError.unsupportedVersion(found: record.version, expected: currentVersion)
        }
        return record
    }
}
