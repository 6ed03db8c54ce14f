import Foundation
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessSession
import HarnessWire
import Synchronization

/// The navigator's coverage side: the session's coverage choice, and the answers of the source
/// view (`GET /api/source`), a test's lines (`GET /api/test-coverage`) and the Changed view
/// (`GET /api/changed`). Every answer reads what `harness test --coverage` and the run history
/// already hold (the lcov report, per-test coverage, `--changed`'s ``AffectedTests``): nothing
/// here collects coverage. The loop's thread hands it each listing; the server's tasks ask.
///
/// ```
///  POST /api/coverage {"mode": "per-test"} ─► choice ─► LoopControl.setCoverage ─► the next cycle's TestSession
///  GET /api/source?file=F ─► UISourceFiles (package files only) ─► lcov lines + history's tests of F
///  GET /api/test-coverage?test=T ─► where T is declared + the lines its latest record ran
///  GET /api/changed ─► git diff HEAD + AffectedTests (per-test coverage, failing, targets)
/// ```
///
/// ```swift
/// let views = UICoverageViews(packageRoot: root, historyURL: history, choice: .off)
/// views.listed(inventory, targets: loop.packageTargets())      // on the loop's thread
/// try views.source(file: "Sources/Counter/Counter.swift").get().coverage?.executed
/// ```
package final class UICoverageViews: Sendable {
    private struct State: Sendable {
        var choice: UICoverageChoice
        var inventory = TestInventory(bundles: [])
        var targets: PackageTargets?
        /// Where each test is declared, found once per listing when first asked.
        var locations: [TestIdentifier: SourceLocation]?
        /// The report last read, with its modification time.
        var lcov: (read: Date, tracefile: LcovTracefile)?
    }

    let files: UISourceFiles
    let historyURL: URL
    /// The covered runs' lcov report (where `harness test --coverage` writes it).
    let lcovPath: String
    /// The source view's answers, encoded, until a new covered run (or a save) changes them.
    package let sources = UISourceCache()
    private let state: Mutex<State>

    package init(packageRoot: String, historyURL: URL, choice: UICoverageChoice) {
        files = UISourceFiles(packageRoot: packageRoot)
        self.historyURL = historyURL
        lcovPath = CoverageRequest(mode: .summary, packageRoot: packageRoot).lcovPath
        state = Mutex(State(choice: choice))
    }

    package var choice: UICoverageChoice { state.withLock { $0.choice } }

    /// Keeps the choice and returns the session's request for it.
    package func choose(_ choice: UICoverageChoice) -> CoverageRequest? {
        state.withLock { $0.choice = choice }
        return choice.request(packageRoot: files.root)
    }

    /// A fresh listing (the loop's thread): the tests and the package's targets.
    package func listed(_ inventory: TestInventory, targets: PackageTargets?) {
        state.withLock { state in
            state.inventory = inventory
            state.targets = targets
            state.locations = nil
        }
    }

    /// The source view of `file`, or why it is refused.
    package func source(file asked: String) -> Result<UISourceView, UISourceFiles.Refusal> {
        files.resolve(asked).map { file in
            UISourceView.make(file: file, lcov: tracefile(), lcovPath: lcovPath, historyURL: historyURL)
        }
    }

    /// ``source(file:)``'s answer as JSON (`GET /api/source`), made once per file for each
    /// state of the file, the lcov report and the history (``UISourceCache``).
    package func sourceAnswer(file asked: String) -> Result<Data, UISourceFiles.Refusal> {
        let place: UISourceFiles.Place
        switch files.locate(asked) {
        case .success(let found): place = found
        case .failure(let refusal): return .failure(refusal)
        }
        let make = { () throws(UISourceFiles.Refusal) -> Data in
            // A refusal thrown here leaves nothing kept.
            let file = try self.files.read(place).get()
            return UISourceView.make(
                file: file, lcov: self.tracefile(), lcovPath: self.lcovPath, historyURL: self.historyURL
            ).json()
        }
        do {
            // Seen before anything is read: a change while the answer is made stamps the next
            // ask differently, so an answer is never kept as newer than what it was made from.
            // A history that cannot be read is asked again each time (its note is the answer).
            guard let history = historyMark() else { return .success(try make()) }
            let stamp = UISourceCache.Stamp(paths: [place.real, lcovPath], history: history)
            return .success(try sources.answer(for: place.path, stamp: stamp, make: make))
        } catch {
            return .failure(error)
        }
    }

    /// Makes again, now, the answers of the files the pages opened (the ones kept): called when
    /// a covered run ends, off the loop's thread, so that the next open of such a file takes the
    /// answer made from the new report and history instead of making it while the page waits.
    /// An answer still current is only looked up.
    package func refreshKept() {
        for path in sources.keys {
            // A file that went away is refused and nothing is kept; the page says so when asked.
            _ = sourceAnswer(file: path)
        }
    }

    /// The run history's ``HistoryDatabase/runsMark()``; empty when there is no history yet,
    /// nil when it cannot be read.
    private func historyMark() -> [Int64]? {
        guard FileManager.default.fileExists(atPath: historyURL.path) else { return [] }
        // Unreadable: the answer is made each time, and says why in its tests note.
        return try? HistoryDatabase(url: historyURL, readOnly: true).runsMark()
    }

    /// Where `test` is declared and the lines its latest per-test coverage ran.
    package func testCoverage(of test: String) -> UITestCoverage {
        var answer = UITestCoverage(test: test)
        if let id = TestIdentifier(parsing: test), let location = location(of: id) {
            answer.file = relative(location.file)
            answer.line = location.line
        }
        guard FileManager.default.fileExists(atPath: historyURL.path) else {
            answer.note = "no run history yet"
            return answer
        }
        do {
            let database = try HistoryDatabase(url: historyURL, readOnly: true)
            let recorded = try database.latestCoverage(of: test)
            answer.files = recorded.map { UIFileLines(file: relative($0.key), lines: $0.value) }
                .sorted { $0.file < $1.file }
            if recorded.isEmpty {
                answer.note =
                    try database.testsWithCoverage() > 0
                    ? "no per-test coverage is recorded for it: run it with Coverage per test"
                    : "no per-test coverage recorded: choose Coverage per test, then run tests"
            }
        } catch {
            answer.note = "the run history \(historyURL.path) cannot be read: \(error)"
        }
        return answer
    }

    /// Where `id` is declared, as the last listing's sources say; nil when not found.
    package func declaration(of id: TestIdentifier) -> SourceLocation? {
        location(of: id)
    }

    /// The Changed view: the changes since the last commit and the tests they affect.
    package func changed(model: NavigatorModel) -> UIChangedView {
        let (inventory, targets) = state.withLock { ($0.inventory, $0.targets) }
        var failing: Set<BundleTestIdentifier> = []
        for bundle in model.bundles {
            for suite in bundle.suites {
                for test in suite.tests where test.status?.failsRun == true {
                    if let id = TestIdentifier(parsing: test.id) {
                        failing.insert(BundleTestIdentifier(bundle: bundle.name, id: id))
                    }
                }
            }
        }
        var coverage: [BundleTestIdentifier: ExecutedLines] = [:]
        var problem: String?
        if FileManager.default.fileExists(atPath: historyURL.path) {
            do {
                coverage = try HistoryDatabase(url: historyURL, readOnly: true).latestCoverage()
            } catch {
                problem = "the run history \(historyURL.path) cannot be read: \(error): every test is unknown"
            }
        }
        var view = UIChangedView.make(
            root: files.root, revision: "HEAD", tests: inventory.allTests, coverage: coverage, failing: failing,
            targets: targets)
        if let problem { view.notes.insert(problem, at: 0) }
        return view
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(files.root + "/") ? String(path.dropFirst(files.root.count + 1)) : path
    }

    private func location(of id: TestIdentifier) -> SourceLocation? {
        let (known, inventory, targets) = state.withLock { ($0.locations, $0.inventory, $0.targets) }
        if let known { return known[id] }
        let found = TestSourceLocator(root: files.root, targets: targets ?? PackageTargets(targets: []))
            .locations(of: inventory)
        state.withLock { $0.locations = found }
        return found[id]
    }

    /// The lcov report, read again only when it changed; nil when there is none.
    private func tracefile() -> LcovTracefile? {
        // No report yet: nil (above).
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: lcovPath),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        if let kept = state.withLock({ $0.lcov }), kept.read == modified { return kept.tracefile }
        // A report that cannot be read is shown as none, the same page as before a covered run.
        guard let handle = FileHandle(forReadingAtPath: lcovPath), let data = try? handle.readToEnd() else {
            return nil
        }
        // Closing a file only read loses nothing.
        try? handle.close()
        let tracefile = LcovTracefile(data: data)
        state.withLock { $0.lcov = (modified, tracefile) }
        return tracefile
    }
}

/// A test's side of the source view (`GET /api/test-coverage?test=…`): where it is declared and
/// the lines its latest per-test coverage ran, per file.
package struct UITestCoverage: Codable, Sendable, Equatable {
    package var test: String
    /// Its declaration, when found (XCTest's by its name in its target's sources).
    package var file: String?
    package var line: Int?
    package var files: [UIFileLines] = []
    /// Why no line is listed, in one line.
    package var note: String?
}
