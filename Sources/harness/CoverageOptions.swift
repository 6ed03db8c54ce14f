import ArgumentParser
import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// `harness test`'s coverage options: `--coverage` (or `--coverage per-test`) and where the
/// report goes and what it keeps.
struct CoverageOptions: ParsableArguments {
    /// The word after `--coverage` that asks for per-test coverage.
    static let perTestWord = CoverageRequest.Mode.perTest.rawValue

    @Flag(
        help: ArgumentHelp(
            "Measure code coverage: an instrumented build, lcov and llvm-cov JSON reports, a summary; "
                + "'--coverage per-test' also records the lines each test ran in the run history."))
    var coverage = false

    @Option(
        help: ArgumentHelp(
            "Where the coverage reports go (default: .build/harness/coverage in the package).", valueName: "dir"))
    var coverageOutput: String?

    @Option(
        help: ArgumentHelp(
            "Report only files matching this glob or folder (relative to the package, or absolute); repeatable.",
            valueName: "pattern"))
    var coverageInclude: [String] = []

    @Option(
        help: ArgumentHelp(
            "Leave out files matching this glob or folder (default: test targets under Tests/ and dependencies "
                + "are left out); repeatable.",
            valueName: "pattern"))
    var coverageExclude: [String] = []

    func validate() throws {
        if !coverage, coverageOutput != nil || !coverageInclude.isEmpty || !coverageExclude.isEmpty {
            throw ValidationError("--coverage-output, --coverage-include and --coverage-exclude need --coverage")
        }
    }

    /// The request for the package at `root` (nil without `--coverage`), and the filters
    /// without the `per-test` word (`--coverage per-test`). ArgumentParser hands that word over
    /// as a positional; no filter can be it, since a test's name never holds a `-`.
    func request(root: String, filters: [String]) -> (CoverageRequest?, [String]) {
        guard coverage else { return (nil, filters) }
        var remaining = filters
        var mode = CoverageRequest.Mode.summary
        if let filterIndex = remaining.firstIndex(of: Self.perTestWord) {
            remaining.remove(at: filterIndex)
            mode = .perTest
        }
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let output = coverageOutput.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path }
        let filter = CoverageFileFilter(packageRoot: root, includes: coverageInclude, excludes: coverageExclude)
        return (CoverageRequest(mode: mode, packageRoot: root, outputDirectory: output, filter: filter), remaining)
    }
}
