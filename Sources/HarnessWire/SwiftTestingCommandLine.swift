/// The arguments the runner passes to a test bundle to list and run its Swift Testing tests.
///
/// SwiftPM's generated entry point hands the bundle's arguments to Swift Testing when
/// `--testing-library swift-testing` is among them; Swift Testing then writes its documented
/// JSON event stream (one record a line) to the path given. Nothing here reads console text.
///
/// ```swift
/// let arguments = SwiftTestingCommandLine.listing(streamPath: "/tmp/list.jsonl", version: .v6_3)
/// // ["--testing-library", "swift-testing", "--list-tests", "--event-stream-output-path", …]
/// ```
public enum SwiftTestingCommandLine {
    /// Chooses the framework the bundle's entry point runs (the bundle's own option,
    /// ``BundleArgument/testingLibrary``).
    public static let testingLibrary = BundleArgument.testingLibrary.text
    /// The value of ``testingLibrary`` that selects Swift Testing.
    public static let swiftTesting = "swift-testing"
    /// Lists the tests (the stream then holds test records only): the bundle's own option,
    /// ``BundleArgument/listTests``, which Swift Testing's entry point reads by the same name.
    public static let listTests = BundleArgument.listTests.text
    /// Where Swift Testing writes its event stream.
    public static let eventStreamOutputPath = "--event-stream-output-path"
    /// The event stream's schema version.
    public static let eventStreamVersion = "--event-stream-version"
    /// A file Swift Testing reads its whole argument set from, as JSON
    /// (``SwiftTestingConfiguration``), before it discovers any test: a pipe makes the process
    /// wait, loaded, until the runner writes it (every toolchain since Swift 6.0 reads it).
    public static let configurationPath = "--configuration-path"

    /// The options above that take a value and that only Swift Testing reads. A bundle whose
    /// entry point is XCTest's own `XCTMain` (a package's `Tests/LinuxMain.swift`) gets them
    /// when a runner lists or runs its Swift Testing tests: it runs no test and exits 0, as the
    /// toolchain's `XCTMain` does (it takes the value after such an option as a filter that
    /// matches nothing), and writes no stream, which tells the runner it has no Swift Testing
    /// entry point.
    public static let swiftTestingOnlyOptions = [eventStreamOutputPath, eventStreamVersion, configurationPath]

    /// The status Swift Testing exits with when no test matched (`EX_UNAVAILABLE`): for a listing,
    /// a bundle with no `@Test` at all.
    public static let noTestsFoundStatus: Int32 = 69

    /// Lists the bundle's Swift Testing tests into `streamPath`, in stream `version` (with its
    /// ``SwiftTestingStreamVersion/environment``).
    public static func listing(streamPath: String, version: SwiftTestingStreamVersion) -> [String] {
        [
            testingLibrary, swiftTesting, listTests, eventStreamOutputPath, streamPath, eventStreamVersion,
            version.rawValue,
        ]
    }

    /// Runs what the ``SwiftTestingConfiguration`` read from inherited descriptor `descriptor`
    /// says, once the runner has written it and closed the pipe.
    public static func awaitingConfiguration(descriptor: Int32) -> [String] {
        [testingLibrary, swiftTesting, configurationPath, "/dev/fd/\(descriptor)"]
    }
}
