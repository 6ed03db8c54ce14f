import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// The screen watch mode redraws, from its state: status, running tests, the last result with
/// each failure's first issue, build errors in place of the result, and fitting the terminal.
struct WatchScreenTests {
    static func finished(_ id: TestIdentifier, _ status: TestStatus, issue: IssueRecord? = nil) -> TestResult {
        TestResult(
            id: id, bundle: "B",
            attempts: [
                TestAttempt(
                    number: 1, status: status, duration: 0.01, issues: issue.map { [$0] } ?? [], stdout: "",
                    stderr: "")
            ])
    }

    static let area = TestIdentifier(module: "ShapesTests", className: "AreaTests", method: "testArea")
    static let cells = TestIdentifier(module: "LayoutTests", className: "GridTests", method: "testCells")

    @Test func followsARunFromStartToResult() {
        var state = WatchState(root: "/p", watchedFolders: 9)
        state.trigger = "changed: Sources/Shapes/Area.swift"
        state.phase = .building
        #expect(WatchScreen.status(of: state) == "Building (changed: Sources/Shapes/Area.swift)…")

        state.apply(.runStarted(.init(testCount: 2, bundleCount: 1, workerCount: 2)))
        state.apply(.testStarted(.init(id: Self.area, bundle: "B", attempt: 1, worker: 1)))
        state.apply(.testStarted(.init(id: Self.cells, bundle: "B", attempt: 1, worker: 2)))
        var lines = WatchScreen.lines(of: state, width: 100, height: 30)
        #expect(lines.contains("Running 0/2"))
        #expect(lines.contains("  running ShapesTests.AreaTests/testArea"))
        #expect(lines.contains("  running LayoutTests.GridTests/testCells"))

        let issue = IssueRecord(
            kind: .assertionFailure, description: "XCTAssertEqual failed: (\"7\") is not equal to (\"12\")",
            location: SourceLocation(file: "/p/Tests/ShapesTests/AreaTests.swift", line: 6))
        let failed = Self.finished(Self.area, .failed, issue: issue)
        state.apply(.testFinished(failed))
        lines = WatchScreen.lines(of: state, width: 100, height: 30)
        #expect(lines.contains("Running 1/2 · 1 failed"))
        #expect(!lines.contains("  running ShapesTests.AreaTests/testArea"))

        let passed = Self.finished(Self.cells, .passed)
        state.apply(.testFinished(passed))
        var summary = RunSummary(results: [failed, passed], duration: 0.5)
        summary.duration = 0.5
        state.apply(.runFinished(.init(results: [failed, passed], summary: summary, exitCode: 1)))
        lines = WatchScreen.lines(of: state, width: 100, height: 30)
        #expect(lines.contains("Waiting for changes (9 folders watched)"))
        #expect(lines.contains("Last run (changed: Sources/Shapes/Area.swift): 1 passed, 1 failed in 0.50s"))
        #expect(lines.contains("  FAIL ShapesTests.AreaTests/testArea"))
        #expect(lines.contains("       AreaTests.swift:6: XCTAssertEqual failed: (\"7\") is not equal to (\"12\")"))
        #expect(lines.first == "harness test --watch · /p")
        #expect(lines[1] == WatchScreen.keysLine)
    }

    @Test func buildErrorsTakeTheResultsPlace() {
        var state = WatchState(root: "/p", watchedFolders: 3)
        state.lastResult = .init(trigger: "start", summary: "3 passed in 0.10s", failing: 0, failures: [])
        state.trigger = "changed: Sources/Shapes/Area.swift"
        state.buildErrors = ["/p/Sources/Shapes/Area.swift:3:5: error: cannot find 'widht' in scope"]
        let lines = WatchScreen.lines(of: state, width: 100, height: 30)
        #expect(lines.contains("Build failed (changed: Sources/Shapes/Area.swift):"))
        #expect(lines.contains("  /p/Sources/Shapes/Area.swift:3:5: error: cannot find 'widht' in scope"))
        #expect(!lines.contains { $0.hasPrefix("Last run") })
    }

    @Test func crashesAndTimeoutsSayHowTheTestEnded() {
        var state = WatchState(root: "/p", watchedFolders: 1)
        var crashed = Self.finished(Self.area, .crashed)
        crashed.attempts[0].signal = 11
        let timedOut = Self.finished(Self.cells, .timedOut)
        let summary = RunSummary(results: [crashed, timedOut], duration: 1)
        state.apply(.runFinished(.init(results: [crashed, timedOut], summary: summary, exitCode: 1)))
        let lines = WatchScreen.lines(of: state, width: 100, height: 30)
        #expect(lines.contains("  CRASH ShapesTests.AreaTests/testArea"))
        #expect(lines.contains("       crashed with signal 11"))
        #expect(lines.contains("  TIMEOUT LayoutTests.GridTests/testCells"))
        #expect(lines.contains("       timed out"))
    }

    @Test func linesAreCutToTheTerminal() {
        let long = (1...10).map { "line \($0) " + String(repeating: "x", count: 50) }
        let fitted = WatchScreen.fitted(long, width: 30, height: 5)
        #expect(fitted.count == 5)
        #expect(fitted.allSatisfy { $0.count <= 30 })
        #expect(fitted[0] == "line 1 " + String(repeating: "x", count: 22) + "…")
        #expect(fitted[4].hasPrefix("… 6 more lines"))
    }
}
