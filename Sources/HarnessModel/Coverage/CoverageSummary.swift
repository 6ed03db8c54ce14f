import Foundation

/// The per-file and total line and function counts of a coverage report, read from
/// `llvm-cov export`'s JSON (its `summary` objects), for the files the report keeps.
///
/// ```swift
/// let summary = try CoverageSummary(llvmCovJSON: data, keeping: filter)
/// print(summary.total.lines.percent)
/// ```
package struct CoverageSummary: Sendable, Equatable {
    /// Covered out of counted.
    package struct Tally: Sendable, Equatable {
        package var covered: Int
        package var count: Int

        package init(covered: Int, count: Int) {
            self.covered = covered
            self.count = count
        }

        /// The covered share in percent; 100 when there is nothing to count.
        package var percent: Double { count == 0 ? 100 : Double(covered) * 100 / Double(count) }

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(covered: lhs.covered + rhs.covered, count: lhs.count + rhs.count)
        }
    }

    /// One source file's counts.
    package struct File: Sendable, Equatable {
        package var path: String
        package var lines: Tally
        package var functions: Tally

        package init(path: String, lines: Tally, functions: Tally) {
            self.path = path
            self.lines = lines
            self.functions = functions
        }
    }

    /// The kept files, sorted by path.
    package var files: [File]

    package init(files: [File]) {
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The sums over ``files``.
    package var total: File {
        files.reduce(File(path: "TOTAL", lines: Tally(covered: 0, count: 0), functions: Tally(covered: 0, count: 0))) {
            File(path: $0.path, lines: $0.lines + $1.lines, functions: $0.functions + $1.functions)
        }
    }

    /// What `llvm-cov export` could not give: the JSON was not its export format.
    package struct FormatError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads `llvm-cov export`'s JSON (`-summary-only` is enough), keeping the files `filter`
    /// keeps.
    package init(llvmCovJSON: Data, keeping filter: CoverageFileFilter) throws(FormatError) {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: llvmCovJSON)
        } catch {
            throw FormatError(description: "llvm-cov export's JSON could not be read: \(error)")
        }
        let files = export.data.flatMap(\.files).filter { filter.keeps($0.filename) }.map {
            File(
                path: $0.filename,
                lines: Tally(covered: $0.summary.lines.covered, count: $0.summary.lines.count),
                functions: Tally(covered: $0.summary.functions.covered, count: $0.summary.functions.count))
        }
        self.init(files: files)
    }

    /// The name of every file the export covers, kept or not.
    package static func fileNames(llvmCovJSON: Data) throws(FormatError) -> [String] {
        do {
            return try JSONDecoder().decode(Export.self, from: llvmCovJSON).data.flatMap(\.files).map(\.filename)
        } catch {
            throw FormatError(description: "llvm-cov export's JSON could not be read: \(error)")
        }
    }

    /// The parts of the export this reads.
    private struct Export: Decodable {
        struct Unit: Decodable { var files: [FileEntry] }
        struct FileEntry: Decodable {
            var filename: String
            var summary: Summary
        }
        struct Summary: Decodable {
            var lines: Counts
            var functions: Counts
        }
        struct Counts: Decodable {
            var count: Int
            var covered: Int
        }
        var data: [Unit]
    }
}
