import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessModel
import HarnessRunner

/// `harness baseline show [FILTER…]`: prints every baseline of the package, per file, test,
/// configuration and metric, marking this machine's configuration.
///
/// ```sh
/// $ harness baseline show
/// Tests/SortTests/PerformanceBaselines.json
///   SortTests.SortTests/testSort  Time: baseline 0.006058 s, allowed 10%, rsd allowed 10%
///     amd-epyc-2c-… (this machine)   (one line, cut here)
/// ```
struct BaselineShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the package's baselines, marking this machine's configuration."
    )

    @OptionGroup var scope: BaselineScope

    func run() throws {
        let current = MachineConfiguration.current().identifier
        var shown = 0
        var unreadable: [String] = []
        for store in try scope.baselineFiles() {
            let file: BaselineFile
            switch store.load() {
            case .success(let loaded): file = loaded
            case .failure(let error):
                unreadable.append(error.description)
                continue
            }
            let lines = Self.lines(for: file, scope: scope, currentConfiguration: current)
            guard !lines.isEmpty else { continue }
            print(relativePath(store.fileURL))
            for line in lines { print("  " + line) }
            shown += lines.count
        }
        if shown == 0 && unreadable.isEmpty {
            print(
                "no baselines\(scope.filters.isEmpty ? "" : " for \(scope.filters.joined(separator: ", "))") "
                    + "in \(scope.packagePath); record some with 'harness baseline record'"
            )
        }
        for line in unreadable { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        if !unreadable.isEmpty {
            throw HarnessFailure(
                "\(unreadable.count) baseline file(s) cannot be read; fix the key named above",
                code: RunnerExitCode.badInput)
        }
    }

    /// One line per test, configuration and metric, sorted.
    static func lines(for file: BaselineFile, scope: BaselineScope, currentConfiguration: String) -> [String] {
        var lines: [String] = []
        for test in file.tests.keys.sorted() where scope.includes(test: test) {
            for (configuration, metrics) in (file.tests[test] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (metric, baseline) in metrics.sorted(by: { $0.key < $1.key }) {
                    let mark = configuration == currentConfiguration ? " (this machine)" : ""
                    let name = metric.split(separator: "_").last.map(String.init) ?? metric
                    // The same numbers, in the same words, as the test run's MEASURED lines.
                    let average = MeasurementText.value(baseline.average, unit: baseline.unit)
                    let allowed = MeasurementText.percent(baseline.maxPercentRegression)
                    let spread = MeasurementText.percent(baseline.maxPercentRelativeStandardDeviation)
                    lines.append(
                        "\(test)  \(name): baseline \(average), allowed \(allowed), rsd allowed \(spread)  "
                            + "\(configuration)\(mark)"
                    )
                }
            }
        }
        return lines
    }

    private func relativePath(_ url: URL) -> String {
        // Failure ignored: with no package root the path is shown whole, which names the file as well.
        let root = (try? scope.packageRoot().path) ?? ""
        return url.path.hasPrefix(root + "/") ? String(url.path.dropFirst(root.count + 1)) : url.path
    }
}
