import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessReports
@testable import HarnessRunner
@testable import HarnessSession

@Suite struct CoverageSummaryTests {
    /// The shape of `llvm-cov export -summary-only`: one unit, files with their summaries.
    static func export(_ files: [(String, lines: (Int, Int), functions: (Int, Int))]) -> Data {
        let entries = files.map { file in
            """
            {"filename":"\(file.0)","summary":{"lines":{"count":\(file.lines.1),"covered":\(file.lines.0),"percent":0},\
            "functions":{"count":\(file.functions.1),"covered":\(file.functions.0),"percent":0},\
            "regions":{"count":1,"covered":1,"notcovered":0,"percent":100}}}
            """
        }
        return Data(
            (#"{"data":[{"files":[\#(entries.joined(separator: ","))],"totals":{}}],"#
                + #""type":"llvm.coverage.json.export","version":"2.0.1"}"#).utf8)
    }

    @Test("files the filter keeps, sorted, and their sums")
    func keepsAndSums() throws {
        let data = Self.export([
            ("/p/Sources/Lib/B.swift", lines: (3, 4), functions: (1, 2)),
            ("/p/Tests/LibTests/BTests.swift", lines: (10, 10), functions: (3, 3)),
            ("/p/Sources/Lib/A.swift", lines: (5, 10), functions: (2, 2)),
            ("/h/Sources/XCTest/XCTestCase.swift", lines: (100, 400), functions: (10, 60)),
        ])
        let summary = try CoverageSummary(llvmCovJSON: data, keeping: CoverageFileFilter(packageRoot: "/p"))
        #expect(summary.files.map(\.path) == ["/p/Sources/Lib/A.swift", "/p/Sources/Lib/B.swift"])
        #expect(summary.total.lines == CoverageSummary.Tally(covered: 8, count: 14))
        #expect(summary.total.functions == CoverageSummary.Tally(covered: 3, count: 4))
    }

    @Test("what is not llvm-cov's export is an error that says so")
    func malformed() {
        #expect(throws: CoverageSummary.FormatError.self) {
            try CoverageSummary(llvmCovJSON: Data("{}".utf8), keeping: CoverageFileFilter(packageRoot: "/p"))
        }
    }

    @Test("one row per file relative to the package, then the total; percentages to one decimal")
    func formats() {
        let summary = CoverageSummary(files: [
            .init(
                path: "/p/Sources/Lib/A.swift", lines: .init(covered: 5, count: 10),
                functions: .init(covered: 2, count: 2)),
            .init(
                path: "/p/Sources/Lib/B.swift", lines: .init(covered: 2, count: 3),
                functions: .init(covered: 0, count: 1)),
        ])
        let lines = CoverageSummaryFormatter(filter: CoverageFileFilter(packageRoot: "/p")).lines(for: summary)
        #expect(lines.count == 4)
        #expect(lines[1].hasSuffix("Sources/Lib/A.swift"))
        #expect(lines[1].split(separator: " ").prefix(4) == ["5/10", "50.0%", "2/2", "100.0%"])
        #expect(lines[2].split(separator: " ").prefix(4) == ["2/3", "66.7%", "0/1", "0.0%"])
        #expect(lines[3].split(separator: " ").prefix(4) == ["7/13", "53.8%", "2/3", "66.7%"])
        // The columns line up: every row's percentages end at the same places.
        let ends = lines.dropFirst().map { row in
            row.indices.filter { row[$0] == "%" }.map { row.distance(from: row.startIndex, to: $0) }
        }
        #expect(Set(ends).count == 1)
        #expect(lines[3].hasSuffix("TOTAL (2 files)"))
    }

    @Test("nothing measured is said, not printed as an empty table")
    func empty() {
        let lines = CoverageSummaryFormatter(filter: CoverageFileFilter(packageRoot: "/p")).lines(
            for: CoverageSummary(files: []))
        #expect(lines.count == 1)
        #expect(lines[0].contains("no source file"))
    }

    @Test("an unreadable profile named in llvm-profdata's warnings is found with its reason")
    func unreadableProfiles() {
        let warnings = """
            warning: /o/profiles/worker-12.profraw: truncated profile data
            warning: something unrelated
            """
        let found = CoverageTools.unreadableProfiles(
            warnings: warnings, inputs: ["/o/profiles/worker-11.profraw", "/o/profiles/worker-12.profraw"])
        #expect(found.map(\.path) == ["/o/profiles/worker-12.profraw"])
        #expect(found.first?.reason == "truncated profile data")
    }
}
