import Foundation

/// What a Swift Testing worker runs, handed to it after it started: Swift Testing's own JSON
/// form of its command line (swift-testing's `__CommandLineArguments_v0`), the subset Harness
/// sets.
///
/// A worker started ahead of its work (a standby) runs the bundle with
/// ``SwiftTestingCommandLine/awaitingConfiguration(descriptor:)``: Swift Testing then reads
/// its whole argument set from that descriptor (a pipe) before it discovers any test, so the
/// process is loaded while the runner still decides what it will run. Every toolchain since
/// Swift 6.0 reads `--configuration-path` and these keys.
///
/// ```swift
/// let configuration = SwiftTestingConfiguration(streamPath: "/dev/fd/3", version: .v6_3, filter: [#"^M\.S/a\(\)$"#])
/// let json = configuration.json   // {"eventStreamOutputPath":"/dev/fd/3","eventStreamVersion":"6.3",…}
/// ```
public struct SwiftTestingConfiguration: Codable, Hashable, Sendable {
    /// Where Swift Testing writes its event stream.
    public var eventStreamOutputPath: String?
    /// The stream's schema version, the bundle's (``SwiftTestingStreamVersion``): a number for
    /// Swift 6.0 to 6.2, which read only numbers, a string for 6.3.
    public var eventStreamVersion: SwiftTestingStreamVersion?
    /// Whether tests run in parallel (false: one at a time, so exactly one is running when the
    /// process dies; true: side by side, `.serialized` suites in order, as `swift test` runs them).
    public var parallel: Bool?
    /// How much Swift Testing prints on its console (standard error): ``silentVerbosity`` for a
    /// worker.
    public var verbosity: Int?
    /// Regular expressions of which a test's identifier must match one.
    public var filter: [String]?
    /// The cases to run of the parameterized functions named, when only some are chosen; read
    /// by Harness's entry point in the worker (``SwiftTestingCaseSelection``). Swift Testing
    /// ignores a key it does not know.
    public var harnessCaseSelection: SwiftTestingCaseSelection?

    /// The ``verbosity`` at which Swift Testing prints nothing at all (`Int.min`: its console
    /// recorder is installed only above it). A worker's standard error is then the tests' own
    /// output only, cut per test; the runner reports from the event stream, never the console.
    public static let silentVerbosity = Int.min

    /// A worker's configuration: the stream to `streamPath` in `version` (the bundle's), tests
    /// one at a time unless `parallel`, silent, the tests `filter` selects.
    public init(
        streamPath: String, version: SwiftTestingStreamVersion = .v0, filter: [String], parallel: Bool = false,
        caseSelection: SwiftTestingCaseSelection? = nil
    ) {
        eventStreamOutputPath = streamPath
        eventStreamVersion = version
        self.parallel = parallel
        verbosity = Self.silentVerbosity
        self.filter = filter
        harnessCaseSelection = caseSelection
    }

    /// The JSON text Swift Testing reads (keys sorted, so the same configuration is the same text).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and booleans cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
