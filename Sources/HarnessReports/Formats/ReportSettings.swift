import HarnessModel

/// The report files a run writes beside its console: JUnit (one or more paths: the user's and
/// Bazel's `XML_OUTPUT_FILE`), JSON lines (a file, or standard output with `-`), HTML. Paths
/// are absolute. Each run gets new reporters, so every run of a watch session rewrites them.
///
/// ```swift
/// var reports = ReportSettings()
/// reports.junitPaths = ["/src/App/report.xml"]
/// let reporters = try reports.makeReporters(context: ReportContext(packagePath: "/src/App", environment: [:]))
/// ```
package struct ReportSettings: Hashable, Sendable {
    package var junitPaths: [String] = []
    /// A file path, or `-` for standard output.
    package var jsonPath: String?
    package var htmlPath: String?

    package init() {}

    /// Whether a report goes to standard output (`--json -`): the console then writes to
    /// standard error, so the two never interleave.
    package var claimsStandardOutput: Bool { jsonPath == "-" }

    /// New reporters for one run; throws a one-line error for a path that cannot be written.
    package func makeReporters(context: ReportContext) throws -> [any RunReporter] {
        var reporters: [any RunReporter] = junitPaths.map {
            JUnitReporter(path: $0, sources: context.sources)
        }
        if let jsonPath {
            reporters.append(try JSONLinesReporter(destination: jsonPath))
        }
        if let htmlPath {
            let page = HTMLReportContext(
                commandLine: context.commandLine, machine: context.machine, partition: context.partition)
            reporters.append(HTMLReporter(path: htmlPath, context: page))
        }
        return reporters
    }
}
