import HarnessModel

/// What a report writer may need to know about the run beyond its events: where the package is,
/// the environment (Bazel's `XML_OUTPUT_FILE`, for instance), and the command line.
///
/// ```swift
/// let context = ReportContext(packagePath: "/src/App", environment: ProcessInfo.processInfo.environment)
/// let junitPath = context.environment["XML_OUTPUT_FILE"]
/// ```
public struct ReportContext: Sendable {
    /// The package's root folder, absolute.
    public var packagePath: String
    /// The runner's environment.
    public var environment: [String: String]
    /// The `harness` command line, for reports that record how they were produced.
    public var commandLine: [String]

    /// The partition or shard the run covers (`hash:1/3`), nil for every selected test.
    public var partition: String?
    /// The machine configuration in words, for reports that say where timings come from.
    public var machine: String?
    /// Where the tests are declared (every JUnit `<testcase>`'s `file` and `line`).
    public var sources: TestSourceMap?

    public init(
        packagePath: String, environment: [String: String], commandLine: [String] = [], partition: String? = nil,
        machine: String? = nil
    ) {
        self.packagePath = packagePath
        self.environment = environment
        self.commandLine = commandLine
        self.partition = partition
        self.machine = machine
    }
}
