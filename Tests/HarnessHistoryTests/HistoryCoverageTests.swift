import Foundation
import HarnessHistory
import HarnessModel
import HarnessWire
import Testing

private typealias S = HistorySamples

/// Per-test coverage in the run history: recorded with a run, found by file and line, the
/// latest run's record of each test winning, and carried by a merge.
@Suite struct HistoryCoverageTests {
    static let math = "/p/Sources/Lib/Math.swift"
    static let text = "/p/Sources/Lib/Text.swift"

    /// A run of the tests of `coverage`, all in the samples' one bundle.
    static func run(at seconds: Double, _ coverage: [TestIdentifier: ExecutedLines]) -> RunRecord {
        var run = S.run(coverage.keys.sorted().map { S.result($0, [.passed]) }, at: seconds)
        run.coverage = Dictionary(
            uniqueKeysWithValues: coverage.map {
                (BundleTestIdentifier(bundle: "AppPackageTests", id: $0.key), $0.value)
            })
        return run
    }

    @Test("a test's coverage is kept with its bundle: the same test ID in two bundles keeps two records")
    func coverageIsKeptWithItsBundle() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("h.sqlite"))
        let add = S.id("MathTests", "testAdd")
        let one = BundleTestIdentifier(bundle: "OnePackageTests", id: add)
        let two = BundleTestIdentifier(bundle: "TwoPackageTests", id: add)
        var run = S.run(
            [S.result(add, [.passed], bundle: one.bundle), S.result(add, [.passed], bundle: two.bundle)], at: 100)
        run.coverage = [
            one: ExecutedLines(ranges: [Self.math: [3...5]]), two: ExecutedLines(ranges: [Self.text: [1...2]]),
        ]
        try database.record(run)
        let latest = try database.latestCoverage()
        #expect(latest[one]?.ranges == [Self.math: [3...5]])
        #expect(latest[two]?.ranges == [Self.text: [1...2]])
        #expect(try database.tests(covering: "Text.swift", line: 1).map(\.bundle) == ["TwoPackageTests"])
    }

    @Test func theTestsThatRanAFileOrALineAreFound() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("h.sqlite"))
        let add = S.id("MathTests", "testAdd")
        let upper = S.id("TextTests", "testUpper")
        try database.record(
            Self.run(
                at: 100,
                [
                    add: ExecutedLines(ranges: [Self.math: [3...5, 9...9]]),
                    upper: ExecutedLines(ranges: [Self.text: [1...4], Self.math: [9...9]]),
                ]))
        #expect(try database.testsWithCoverage() == 2)
        #expect(try database.tests(covering: "Sources/Lib/Math.swift", line: nil).map(\.test) == [add, upper])
        #expect(try database.tests(covering: "Math.swift", line: 4).map(\.test) == [add])
        #expect(try database.tests(covering: Self.math, line: 9).map(\.test) == [add, upper])
        #expect(try database.tests(covering: "Math.swift", line: 6).isEmpty)
        #expect(try database.tests(covering: "ath.swift", line: nil).isEmpty)
        #expect(try database.tests(covering: "Text.swift", line: 2).first?.ranges == [1...4])
    }

    @Test("the source view's lines run: exactly the recorded path, each test's latest record, identifiers as recorded")
    func linesRunInExactlyOneFile() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("h.sqlite"))
        let add = S.id("MathTests", "testAdd")
        let upper = S.id("TextTests", "testUpper")
        try database.record(
            Self.run(
                at: 100,
                [
                    add: ExecutedLines(ranges: [Self.math: [1...2]]),
                    upper: ExecutedLines(ranges: [Self.text: [1...4], Self.math: [9...9, 12...14]]),
                ]))
        try database.record(Self.run(at: 200, [add: ExecutedLines(ranges: [Self.math: [3...5]])]))
        let lines = try database.linesRun(inExactly: Self.math)
        #expect(lines.map(\.test) == [add.description, upper.description])
        #expect(lines.map(\.lines) == [[3...5], [9...9, 12...14]])
        #expect(try database.linesRun(inExactly: "Sources/Lib/Math.swift").isEmpty, "a suffix is not the path")
    }

    @Test func aTestsLatestRecordReplacesItsOlderOne() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("h.sqlite"))
        let add = S.id("MathTests", "testAdd")
        try database.record(Self.run(at: 100, [add: ExecutedLines(ranges: [Self.math: [3...5]])]))
        try database.record(Self.run(at: 200, [add: ExecutedLines(ranges: [Self.math: [7...8]])]))
        #expect(try database.tests(covering: "Math.swift", line: 4).isEmpty)
        #expect(try database.tests(covering: "Math.swift", line: 7).map(\.test) == [add])
    }

    @Test func oneTestsLatestLinesArePerFile() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("h.sqlite"))
        let add = S.id("MathTests", "testAdd")
        let upper = S.id("TextTests", "testUpper")
        try database.record(Self.run(at: 100, [add: ExecutedLines(ranges: [Self.math: [3...5], Self.text: [1...1]])]))
        try database.record(
            Self.run(at: 200, [add: ExecutedLines(ranges: [Self.math: [7...8]]), upper: ExecutedLines(ranges: [:])]))
        #expect(try database.latestCoverage(of: add.description) == [Self.math: [7...8]])
        #expect(try database.latestCoverage(of: "AppTests.Nobody/testNothing").isEmpty)
    }

    @Test func aMergeBringsTheCoverageAlong() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = try HistoryDatabase(url: folder.appendingPathComponent("shard.sqlite"))
        let add = S.id("MathTests", "testAdd")
        try shard.record(Self.run(at: 100, [add: ExecutedLines(ranges: [Self.math: [3...5]])]))
        let merged = try HistoryDatabase(url: folder.appendingPathComponent("merged.sqlite"))
        #expect(try merged.merge(from: shard.url) == 1)
        #expect(try merged.tests(covering: "Math.swift", line: 3).map(\.test) == [add])
    }
}
