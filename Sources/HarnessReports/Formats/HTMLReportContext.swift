import Foundation
import HarnessModel
import HarnessWire

/// What the HTML report says about the run itself, beyond its results: how it was started,
/// how to replay it, where it ran.
///
/// ```swift
/// let context = HTMLReportContext(commandLine: CommandLine.arguments, machine: "AMD EPYC, 2 cores, x86_64, Debian 12")
/// ```
public struct HTMLReportContext: Sendable {
    /// The `harness` command line, as typed.
    public var commandLine: [String]
    /// The machine configuration in words (what makes timings comparable).
    public var machine: String?
    /// The partition or shard this run covered (`hash:1/3`), nil for the whole selection.
    public var partition: String?
    /// The seed of `--random-order`, to replay the run's order.
    public var randomSeed: UInt64?
    /// Worker processes at once.
    public var workerCount: Int?
    /// The test bundles (modules) with their hosts; modules not listed are library bundles.
    public var testBundles: [TestBundleSummary]
    /// Reads a file at report time (source excerpts, attachments); injectable for tests.
    public var readFile: @Sendable (String) throws -> Data
    /// The address a kept attachment's link points at: its `file://` URL in a report; `harness
    /// ui` serves it through its own route (the page cannot open `file://`).
    package var attachmentLink: @Sendable (String) -> String = HTMLReportFormatter.fileURL
    /// Where a test is declared, said in a crashed attempt's detail (`harness ui` knows it from
    /// the listing); nil: not known.
    package var declaration: @Sendable (TestIdentifier) -> SourceLocation? = { _ in nil }

    public init(
        commandLine: [String] = [], machine: String? = nil, partition: String? = nil, randomSeed: UInt64? = nil,
        workerCount: Int? = nil, testBundles: [TestBundleSummary] = [],
        readFile: @escaping @Sendable (String) throws -> Data = { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    ) {
        self.commandLine = commandLine
        self.machine = machine
        self.partition = partition
        self.randomSeed = randomSeed
        self.workerCount = workerCount
        self.testBundles = testBundles
        self.readFile = readFile
    }
}
