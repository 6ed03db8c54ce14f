import Foundation
import Testing

@testable import HarnessWire

/// The stream version a bundle writes: read off a record's `version`, written into a worker's
/// configuration in the form each toolchain decodes, with what the bundle's environment needs.
struct SwiftTestingStreamVersionTests {
    @Test(
        "a record's version names the stream it was written in",
        arguments: [
            (JSONValue.number(0), SwiftTestingStreamVersion?.some(.v0)), (.string("6.3.0"), .v6_3),
            (.string("6.4.0"), .v6_3), (.string("7.0"), .v6_3), (.string("6.2.0"), nil), (.number(1), nil),
            (.string("99.0.0"), .v6_3), (.null, nil),
        ])
    func recordVersions(value: JSONValue, expected: SwiftTestingStreamVersion?) {
        #expect(SwiftTestingStreamVersion(recordVersion: value) == expected)
    }

    /// Swift 6.0 to 6.2 decode a number only; 6.3 a string too, and only a string says 6.3.
    @Test func theConfigurationCarriesANumberForV0AndAStringFor63() throws {
        let v63 = SwiftTestingConfiguration(streamPath: "/dev/fd/3", version: .v6_3, filter: [])
        #expect(v63.json.contains(#""eventStreamVersion":"6.3""#))
        #expect(
            SwiftTestingConfiguration(streamPath: "/dev/fd/3", filter: []).json.contains(#""eventStreamVersion":0"#))
        let decoded = try JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(v63.json.utf8))
        #expect(decoded.eventStreamVersion == .v6_3)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SwiftTestingStreamVersion.self, from: Data("1".utf8))
        }
    }

    /// 6.3's experimental fields (tags, comments, test-case arguments, attachment bytes) are
    /// written only when asked for; the old stream writes them always.
    @Test func only63NeedsTheExperimentalFieldsVariable() {
        #expect(SwiftTestingStreamVersion.v6_3.environment == ["SWT_EXPERIMENTAL_EVENT_STREAM_FIELDS_ENABLED": "1"])
        #expect(SwiftTestingStreamVersion.v0.environment.isEmpty)
        #expect(SwiftTestingStreamVersion.preferred == [.v6_3, .v0])
        #expect(
            SwiftTestingCommandLine.listing(streamPath: "/s", version: .v6_3).suffix(2) == [
                "--event-stream-version", "6.3",
            ])
    }
}
