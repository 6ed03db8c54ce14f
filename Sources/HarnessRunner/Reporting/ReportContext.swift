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

    public init(packagePath: String, environment: [String: String], commandLine: [String] = []) {
        self.packagePath = packagePath
        self.environment = environment
        self.commandLine = commandLine
    }
}
