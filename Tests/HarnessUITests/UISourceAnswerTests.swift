import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessSession
import HarnessUI
import HarnessWire
import Testing

/// The source view's answer as the server sends it: written as JSON by hand, and kept per file
/// until a new coverage run (or a save) changes what it was made from.
@Suite("The source view's answer: its JSON, and its cache until the next coverage run")
struct UISourceAnswerTests {
    static let machine = MachineConfiguration(cpuModel: "c", coreCount: 1, architecture: "x", operatingSystem: "Linux")

    /// Records a run of `tests` with per-test coverage of `path`.
    static func record(_ coverage: [TestIdentifier: [ClosedRange<Int>]], of path: String, into history: URL) throws {
        var run = RunRecord(
            uuid: UUID(), startedAt: Date(), duration: 1, git: nil, machine: machine, selection: RunSelection(),
            results: coverage.keys.sorted().map { TestResult(id: $0, bundle: "LibPackageTests", attempts: []) },
            exitCode: 0)
        run.coverage = Dictionary(
            uniqueKeysWithValues: coverage.map {
                (BundleTestIdentifier(bundle: "LibPackageTests", id: $0.key), ExecutedLines(ranges: [path: $0.value]))
            })
        try HistoryDatabase(url: history).record(run)
    }

    static func decoded(_ answer: Result<Data, UISourceFiles.Refusal>) throws -> UISourceView {
        try JSONDecoder().decode(UISourceView.self, from: answer.get())
    }

    @Test("the hand-written JSON decodes as the view: quotes, backslashes, control characters, UTF-8, no coverage")
    func json() throws {
        var view = UISourceView(
            file: "Sources/Lib/ä \"b\".swift",
            lines: ["let s = \"a\\tb\" // ✓ 🚀", "", "\t\u{1}\u{1f}\r\u{0}end", "\\", "plain"],
            tests: [
                .init(id: "LibTests.ATests/testFirst", lines: [1...1, 3...1_000_000]),
                .init(id: "LibTests/check(\"x\")", lines: []),
            ])
        view.coverage = LcovTracefile.LineCoverage(executed: [1...2, 1_234_567_890...1_234_567_899], missed: [4...4])
        view.coveredAt = 1_796_396_021.129458
        view.testsNote = "a \"note\"\n"
        for variant in [view, UISourceView(file: "a.swift", lines: [], tests: [])] {
            #expect(try JSONDecoder().decode(UISourceView.self, from: variant.json()) == variant)
            // The same document JSONEncoder writes, once both are read.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let normal = { (json: Data) throws -> Data in
                try JSONSerialization.data(
                    withJSONObject: JSONSerialization.jsonObject(with: json), options: [.sortedKeys])
            }
            #expect(try normal(variant.json()) == normal(encoder.encode(variant)))
        }
        var noted = UISourceView(file: "a.swift", lines: ["x"], tests: [])
        noted.coverageNote = "no coverage report yet"
        #expect(try JSONDecoder().decode(UISourceView.self, from: noted.json()) == noted)
    }

    @Test("an answer is made once, again after a new coverage run's history, its lcov report, or a save")
    func cacheUntilTheNextCoverageRun() throws {
        let package = try UICoverageTests.Package()
        let path = package.root.path + "/Sources/Lib/a.swift"
        let history = package.root.appendingPathComponent(".build/harness/history.sqlite")
        let lcov = ".build/harness/coverage/coverage.lcov"
        let views = UICoverageViews(packageRoot: package.root.path, historyURL: history, choice: .perTest)
        let first = TestIdentifier(module: "LibTests", className: "ATests", method: "testFirst")
        let second = TestIdentifier(module: "LibTests", className: "ATests", method: "testSecond")

        try package.write("SF:\(path)\nDA:1,4\nDA:2,0\nDA:3,0\nend_of_record\n", lcov)
        try Self.record([first: [1...1]], of: path, into: history)
        var view = try Self.decoded(views.sourceAnswer(file: "Sources/Lib/a.swift"))
        #expect(view.coverage == LcovTracefile.LineCoverage(executed: [1...1], missed: [2...3]))
        #expect(view.tests == [.init(id: first.description, lines: [1...1])])
        _ = views.sourceAnswer(file: "Sources/Lib/a.swift")
        _ = views.sourceAnswer(file: package.root.path + "/Sources/Lib/a.swift")
        #expect(views.sources.made == 1, "asked three times, made once")

        // A new run's per-test coverage, the report untouched: its tests are the answer's.
        try Self.record([second: [1...2]], of: path, into: history)
        view = try Self.decoded(views.sourceAnswer(file: "Sources/Lib/a.swift"))
        #expect(view.tests.map(\.id) == [first.description, second.description])
        #expect(views.sources.made == 2)

        // The run's report, the history untouched: its lines are the gutter.
        try package.write("SF:\(path)\nDA:1,4\nDA:2,7\nDA:3,0\nend_of_record\n", lcov)
        view = try Self.decoded(views.sourceAnswer(file: "Sources/Lib/a.swift"))
        #expect(view.coverage == LcovTracefile.LineCoverage(executed: [1...2], missed: [3...3]))
        #expect(views.sources.made == 3)

        // A save: the file's new lines.
        try package.write("let x = 1\nlet y = 2\nlet z = 3\nlet w = 4\n", "Sources/Lib/a.swift")
        view = try Self.decoded(views.sourceAnswer(file: "Sources/Lib/a.swift"))
        #expect(view.lines.last == "let w = 4")
        _ = views.sourceAnswer(file: "Sources/Lib/a.swift")
        #expect(views.sources.made == 4)
    }

    @Test("after a covered run the kept files are made again ahead of the page; nothing changed, none is")
    func refreshKeptAfterARun() throws {
        let package = try UICoverageTests.Package()
        let path = package.root.path + "/Sources/Lib/a.swift"
        let history = package.root.appendingPathComponent(".build/harness/history.sqlite")
        let lcov = ".build/harness/coverage/coverage.lcov"
        let views = UICoverageViews(packageRoot: package.root.path, historyURL: history, choice: .perTest)
        let first = TestIdentifier(module: "LibTests", className: "ATests", method: "testFirst")
        try package.write("SF:\(path)\nDA:1,4\nDA:2,0\nDA:3,0\nend_of_record\n", lcov)
        try Self.record([first: [1...1]], of: path, into: history)
        _ = views.sourceAnswer(file: "Sources/Lib/a.swift")
        views.refreshKept()
        #expect(views.sources.made == 1, "nothing changed: looked up, not made")

        // A covered run: its report and its history. The answer is made once, before the page asks.
        try package.write("SF:\(path)\nDA:1,4\nDA:2,7\nDA:3,0\nend_of_record\n", lcov)
        try Self.record([first: [1...2]], of: path, into: history)
        views.refreshKept()
        #expect(views.sources.made == 2)
        let view = try Self.decoded(views.sourceAnswer(file: "Sources/Lib/a.swift"))
        #expect(views.sources.made == 2, "the page's open takes the answer made ahead")
        #expect(view.coverage == LcovTracefile.LineCoverage(executed: [1...2], missed: [3...3]))
        #expect(view.tests == [.init(id: first.description, lines: [1...2])])
    }

    @Test("a refused file is refused every time, never kept as an empty answer")
    func refusalIsNotKept() throws {
        let package = try UICoverageTests.Package()
        let views = UICoverageViews(
            packageRoot: package.root.path,
            historyURL: package.root.appendingPathComponent(".build/harness/history.sqlite"), choice: .off)
        for _ in 0..<2 {
            #expect(throws: UISourceFiles.Refusal.notText("Sources/binary.swift")) {
                try views.sourceAnswer(file: "Sources/binary.swift").get()
            }
        }
        #expect(views.sources.made == 0)
    }

    @Test("a cache of two keeps the two files last asked")
    func capacity() throws {
        let cache = UISourceCache(capacity: 2)
        let stamp = UISourceCache.Stamp(paths: [], history: [1, 1])
        for key in ["a", "b", "a", "c", "a", "b"] {
            _ = cache.answer(for: key, stamp: stamp) { Data(key.utf8) }
        }
        // a, b: made; a: kept; c: made (b goes); a: kept; b: made again.
        #expect(cache.made == 4)
    }
}
