import Foundation
import HarnessWire
import Testing

/// The configuration a Swift Testing worker reads from its pipe: Swift Testing's own JSON
/// argument set, with the keys and value types every toolchain since Swift 6.0 decodes.
struct SwiftTestingConfigurationTests {
    @Test func aWorkersConfigurationIsSwiftTestingsJSONArgumentSet() throws {
        let configuration = SwiftTestingConfiguration(streamPath: "/dev/fd/3", filter: [#"^M\.S/a\(\)$"#])
        #expect(
            configuration.json
                == #"{"eventStreamOutputPath":"/dev/fd/3","eventStreamVersion":0,"filter":["^M\\.S/a\\(\\)$"],"#
                + #""parallel":false,"verbosity":-9223372036854775808}"#)
        let decoded = try JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(configuration.json.utf8))
        #expect(decoded == configuration)
    }

    @Test func theCommandLineReadsTheConfigurationFromTheDescriptor() {
        #expect(
            SwiftTestingCommandLine.awaitingConfiguration(descriptor: 4) == [
                "--testing-library", "swift-testing", "--configuration-path", "/dev/fd/4",
            ])
    }
}
