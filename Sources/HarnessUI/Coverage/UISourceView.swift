import Foundation
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessSession

/// What the page's source view shows of one file (`GET /api/source?file=…`): its lines, which
/// of them the last covered run executed and which it counted but missed (the gutter), and,
/// from the run history's per-test coverage, which tests ran which of its lines (line → tests,
/// answered in the page). What cannot be shown is said in a note, never left blank.
///
/// ```json
/// {"file": "Sources/Counter/Counter.swift", "lines": ["/// Twice …", "public func double…"],
///  "coverage": {"executed": [[2, 4]], "missed": [[7, 9]]}, "coveredAt": 1796000000,
///  "tests": [{"id": "CounterTests.CounterTests/testDouble", "lines": [[2, 4]]}]}
/// ```
package struct UISourceView: Codable, Sendable, Equatable {
    /// A test whose latest per-test coverage ran lines of this file: the `--html` report's
    /// type for the same thing (`{"id", "lines"}`), so that the page reads one shape.
    package typealias CoveringTest = ReportSources.File.Test

    /// Relative to the package.
    package var file: String
    package var lines: [String]
    /// The last covered run's lines of this file; nil when there is none (see ``coverageNote``).
    package var coverage: LcovTracefile.LineCoverage?
    /// When that run's report was written (seconds since 1970).
    package var coveredAt: Double?
    /// Why there is no coverage to show, in one line.
    package var coverageNote: String?
    /// The tests whose latest per-test coverage ran this file, by identifier.
    package var tests: [CoveringTest]
    /// Why no test is listed, in one line (no per-test coverage recorded, the history unreadable).
    package var testsNote: String?

    package init(file: String, lines: [String], tests: [CoveringTest]) {
        self.file = file
        self.lines = lines
        self.tests = tests
    }

    /// The view of `file`, with the coverage of the report at `lcovPath` and the per-test
    /// records of the history at `historyURL`.
    package static func make(file: UISourceFiles.File, lcov: LcovTracefile?, lcovPath: String, historyURL: URL)
        -> UISourceView
    {
        var view = UISourceView(file: file.relative, lines: lines(of: file.text), tests: [])
        if let lcov {
            // llvm-cov records the path the compiler saw: the one asked, or its real path.
            let real = UISourceFiles.realPath(file.path) ?? file.path
            view.coverage = lcov.lines(of: file.path) ?? lcov.lines(of: real)
            let attributes = try? FileManager.default.attributesOfItem(atPath: lcovPath)
            view.coveredAt = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970
            if view.coverage == nil {
                view.coverageNote =
                    "the last covered run's report leaves \(file.relative) out (it counts the package's own sources, "
                    + "not its tests: Coverage.md, \"Which files\")"
            }
        } else {
            view.coverageNote = "no coverage report yet: choose Coverage, then run tests"
        }
        guard FileManager.default.fileExists(atPath: historyURL.path) else {
            view.testsNote = "no run history yet: run tests with per-test coverage to see which test ran which line"
            return view
        }
        do {
            let database = try HistoryDatabase(url: historyURL, readOnly: true)
            guard try database.testsWithCoverage() > 0 else {
                view.testsNote = "no per-test coverage recorded: choose Coverage per test, then run tests"
                return view
            }
            let real = UISourceFiles.realPath(file.path) ?? file.path
            var covering = try database.linesRun(inExactly: file.path)
            if covering.isEmpty, real != file.path { covering = try database.linesRun(inExactly: real) }
            view.tests = covering.map { CoveringTest(id: $0.test, lines: $0.lines) }
            if covering.isEmpty { view.testsNote = "no recorded test ran \(file.relative)" }
        } catch {
            view.testsNote = "the run history \(historyURL.path) cannot be read: \(error)"
        }
        return view
    }

    /// The text's lines, without their `\n` (a last empty line is no line): cut where `memchr`
    /// finds each end, as `components(separatedBy:)` took a tenth of the answer for a long file.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes -> [String] in
            guard let base = bytes.baseAddress else { return [] }
            var lines: [String] = []
            var start = 0
            while start < bytes.count {
                var end = bytes.count
                if let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
                }
                lines.append(
                    String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self))
                start = end + 1
            }
            return lines
        }
    }
}
