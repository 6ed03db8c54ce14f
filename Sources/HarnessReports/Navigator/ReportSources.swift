import Foundation

/// What the `--html` report's source view needs of a run with `--coverage`, embedded in the
/// file so that it works offline: each covered file's text, the lines the run executed and
/// missed (the gutter), and the tests whose per-test coverage ran its lines (line → tests, read
/// only: a report runs nothing). Bounded: a file larger than ``largestFile`` bytes, or beyond
/// ``largestTotal`` in all, is left out and said in one line of ``notes``.
///
/// Each file encodes as `harness ui`'s `GET /api/source` answers, so the page's source view
/// reads either the same way:
///
/// ```json
/// {"files": [{"file": "Sources/Counter/Counter.swift", "lines": ["public func double…"],
///   "coverage": {"executed": [[1, 3]], "missed": [[5, 7]]},
///   "tests": [{"id": "CounterTests.CounterTests/testDouble", "lines": [[1, 3]]}]}],
///  "notes": ["Sources/Big/Table.swift is left out of the report: 3145728 bytes (…)"]}
/// ```
///
/// ```swift
/// var sources = ReportSources()
/// sources.add(file: "Sources/Counter/Counter.swift", text: text, executed: [1...3], missed: [5...7], tests: [])
/// ```
package struct ReportSources: Codable, Sendable, Equatable {
    /// One covered file, as the source view shows it.
    package struct File: Codable, Sendable, Equatable {
        package struct Coverage: Codable, Sendable, Equatable {
            package var executed: [ClosedRange<Int>]
            package var missed: [ClosedRange<Int>]
        }

        /// A test whose per-test coverage in this run ran lines of the file.
        package struct Test: Codable, Sendable, Equatable {
            package var id: String
            package var lines: [ClosedRange<Int>]

            package init(id: String, lines: [ClosedRange<Int>]) {
                self.id = id
                self.lines = lines
            }
        }

        /// Relative to the package (absolute when outside it).
        package var file: String
        package var lines: [String]
        package var coverage: Coverage
        package var tests: [Test]
        /// Why no test is listed (the run's coverage was not per test), in one line.
        package var testsNote: String?
    }

    /// The largest file embedded (bytes): far beyond a source file a person reads.
    package static let largestFile = 1 << 20
    /// The most source embedded in one report (bytes), so that a large package's report opens.
    package static let largestTotal = 8 << 20

    package var files: [File] = []
    /// Each file left out, and why, in one line.
    package var notes: [String] = []
    private var embedded = 0

    package init() {}

    private enum CodingKeys: String, CodingKey {
        case files, notes
    }

    /// Adds a covered file, or says in ``notes`` why it is left out (its size, or the report's).
    /// `tests` empty with `perTest` false: the run's coverage named no test (a summary run).
    package mutating func add(
        file: String, text: String, executed: [ClosedRange<Int>], missed: [ClosedRange<Int>], tests: [File.Test],
        perTest: Bool = true
    ) {
        let bytes = text.utf8.count
        guard fits(file, bytes: bytes) else { return }
        embedded += bytes
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        files.append(
            File(
                file: file, lines: lines, coverage: File.Coverage(executed: executed, missed: missed), tests: tests,
                testsNote: perTest
                    ? (tests.isEmpty ? "no test's per-test coverage ran \(file)" : nil)
                    : "the run's coverage was not per test (--coverage per-test names the tests of each line)"))
    }

    /// Whether a file of `bytes` fits in the report; if not, ``notes`` says why it is left out.
    /// A caller may ask before reading the file.
    package mutating func fits(_ file: String, bytes: Int) -> Bool {
        if bytes > Self.largestFile {
            notes.append(
                "\(file) is left out of the report's source view: \(bytes) bytes (a report embeds files up to "
                    + "\(Self.largestFile) bytes)")
            return false
        }
        if embedded + bytes > Self.largestTotal {
            notes.append(
                "\(file) is left out of the report's source view: the report already embeds \(embedded) bytes "
                    + "of source (at most \(Self.largestTotal))")
            return false
        }
        return true
    }

    /// A covered file that could not be read when the report was made, said in one line.
    package mutating func unreadable(_ file: String) {
        notes.append("\(file) is left out of the report's source view: it could not be read as UTF-8 text")
    }

    /// The sources as JSON for the page, `<` written as `\u003c` so that no text in them can end
    /// the element that holds them.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Failure ignored: text and integer ranges only, which always encode.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
