import Foundation
import HarnessModel
import HarnessReports

extension ReportSources {
    /// The sources of the files a covered run's lcov report counts (the package's own, as
    /// `Coverage.md` says which), with their lines and, per test, the lines each test ran: what
    /// the `--html` report embeds so that its source view works offline. A file that cannot be
    /// read, or does not fit, is said in one line.
    ///
    /// ```swift
    /// let collected = coverage.finish(inventory: inventory, outcome: outcome, jobs: 2, print: write)
    /// let sources = ReportSources.covered(lcovPath: collected.lcovPath!, packageRoot: "/p", collected)
    /// ```
    static func covered(lcovPath: String, packageRoot: String, _ collected: CoverageRun.Collected) -> ReportSources {
        var sources = ReportSources()
        guard let handle = FileHandle(forReadingAtPath: lcovPath) else {
            sources.notes.append("the coverage report \(lcovPath) could not be read: the report has no source view")
            return sources
        }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else {
            sources.notes.append("the coverage report \(lcovPath) could not be read: the report has no source view")
            return sources
        }
        let lcov = LcovTracefile(data: data)
        // Per file, the tests that ran it: the run's per-test lines turned inside out, once.
        var testsByFile: [String: [File.Test]] = [:]
        for (test, executed) in collected.perTest.sorted(by: { $0.key.description < $1.key.description }) {
            for (file, ranges) in executed.ranges {
                testsByFile[file, default: []].append(File.Test(id: test.id.description, lines: ranges))
            }
        }
        for path in lcov.files {
            guard let lines = lcov.lines(of: path) else { continue }
            let relative = path.hasPrefix(packageRoot + "/") ? String(path.dropFirst(packageRoot.count + 1)) : path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard sources.fits(relative, bytes: size) else { continue }
            guard let file = FileHandle(forReadingAtPath: path),
                let bytes = try? file.readToEnd() ?? Data(),
                let text = String(data: bytes, encoding: .utf8)
            else {
                sources.unreadable(relative)
                continue
            }
            try? file.close()
            sources.add(
                file: relative, text: text, executed: lines.executed, missed: lines.missed,
                tests: testsByFile[path] ?? [], perTest: collected.isPerTest)
        }
        return sources
    }
}
