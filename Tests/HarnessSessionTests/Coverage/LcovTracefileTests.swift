import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// One lcov export of every file gives the files' names and the kept files' records byte for
/// byte, as llvm-cov writes them for a filtered export.
struct LcovTracefileTests {
    static let math =
        "SF:/p/Sources/Lib/Math.swift\nFN:3,$s3Lib6squareyS2iF\nFNDA:2,$s3Lib6squareyS2iF\n"
        + "FNF:1\nFNH:1\nDA:3,2\nDA:4,0\nBRF:0\nBRH:0\nLF:2\nLH:1\nend_of_record\n"
    static let tests =
        "SF:/p/Tests/LibTests/MathTests.swift\nFN:5,$s8LibTests1tyyF\nDA:5,1\nLF:1\nLH:1\n"
        + "end_of_record\n"
    static let harness = "SF:/h/Sources/XCTest/Core/Assert.swift\nDA:1,9\nLF:1\nLH:1\nend_of_record\n"
    static let other = "SF:/p/Sources/Lib/Other.swift\nDA:7,0\nLF:1\nLH:0\nend_of_record\n"
    static let every = Data((math + tests + harness + other).utf8)

    @Test func everyRecordIsNamedInOrder() {
        let tracefile = LcovTracefile(data: Self.every)
        #expect(
            tracefile.files == [
                "/p/Sources/Lib/Math.swift", "/p/Tests/LibTests/MathTests.swift", "/h/Sources/XCTest/Core/Assert.swift",
                "/p/Sources/Lib/Other.swift",
            ])
    }

    @Test func theKeptRecordsAreCutOutUnchanged() {
        let tracefile = LcovTracefile(data: Self.every)
        let filter = CoverageFileFilter(packageRoot: "/p")
        #expect(String(decoding: tracefile.keeping(filter.keeps), as: UTF8.self) == Self.math + Self.other)
        #expect(tracefile.keeping { _ in false }.isEmpty)
        #expect(tracefile.keeping { _ in true } == Self.every)
    }

    @Test func eachRecordsFunctionsAreNamed() {
        let functions = LcovTracefile(data: Self.every).functionsByFile
        #expect(functions["/p/Sources/Lib/Math.swift"] == ["$s3Lib6squareyS2iF"])
        #expect(functions["/p/Tests/LibTests/MathTests.swift"] == ["$s8LibTests1tyyF"])
        #expect(functions["/p/Sources/Lib/Other.swift"] == [])
    }

    @Test func aSliceOfLargerDataIsReadFromItsOwnStart() {
        let padded = Data("xx".utf8) + Self.every
        let tracefile = LcovTracefile(data: padded.dropFirst(2))
        #expect(tracefile.files.count == 4)
        #expect(String(decoding: tracefile.keeping { $0.hasSuffix("Other.swift") }, as: UTF8.self) == Self.other)
    }

    @Test func aRecordCutOffBeforeItsEndIsNoRecord() {
        let cut = Data((Self.math + "SF:/p/Sources/Lib/Cut.swift\nDA:1,1\n").utf8)
        #expect(LcovTracefile(data: cut).files == ["/p/Sources/Lib/Math.swift"])
        #expect(LcovTracefile(data: Data()).files.isEmpty)
    }
}

/// One file's lines as the source view's gutter shows them: executed, and counted but missed.
struct LcovTracefileLinesTests {
    @Test func aFilesExecutedAndMissedLinesAreItsDALines() throws {
        let tracefile = LcovTracefile(data: LcovTracefileTests.every)
        let math = try #require(tracefile.lines(of: "/p/Sources/Lib/Math.swift"))
        #expect(math == LcovTracefile.LineCoverage(executed: [3...3], missed: [4...4]))
        #expect(tracefile.lines(of: "/p/Sources/Lib/Other.swift") == .init(executed: [], missed: [7...7]))
        #expect(tracefile.lines(of: "/p/Sources/Lib/Missing.swift") == nil)
    }

    @Test func aLineCountedTwiceIsExecutedWhenEitherCountIs() {
        let text = "SF:/p/a.swift\nDA:1,0\nDA:1,3\nDA:2,0\nDA:3,1\nDA:4,1\nDA:6,0\nend_of_record\n"
        let lines = LcovTracefile(data: Data(text.utf8)).lines(of: "/p/a.swift")
        #expect(lines == .init(executed: [1...1, 3...4], missed: [2...2, 6...6]))
    }

    @Test func aChecksumIsReadPastAndALineWhoseNumbersDoNotReadIsNotCounted() {
        let text =
            "SF:/p/b.swift\nFN:1,f\nDA:1,2,d41d8cd9\nDA:2,0,00ff\nDA:x,1\nDA:3,\nDA:4,1x\nDA:10,000\n"
            + "DA:11,100\nLF:3\nend_of_record\nSF:/p/c.swift\nDA:5,1\nend_of_record\n"
        let lines = LcovTracefile(data: Data(text.utf8)).lines(of: "/p/b.swift")
        #expect(lines == .init(executed: [1...1, 11...11], missed: [2...2, 10...10]))
    }
}
