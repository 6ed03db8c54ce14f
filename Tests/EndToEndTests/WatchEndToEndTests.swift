import Foundation
import HarnessRunner
import HarnessSession
import Testing

/// `harness test --watch` on `Fixtures/WatchSuite`, whose `Sources/Shapes/Area.swift` is really
/// changed and restored: plain lines without a terminal, and the redrawn screen and keys in a
/// tmux pane (a real pseudo-terminal). Serialized: the tests share the fixture's file and build.
@Suite(.serialized)
struct WatchEndToEndTests {
    /// The first build of the fixture includes Harness's XCTest library (release) on a busy machine.
    static let firstBuild = 1_800.0
    static let cycle = 600.0

    @Test func plainLinesOneRunAfterAnotherThenSIGINTLeavesNothingBehind() async throws {
        let watch = try PlainWatch()
        var original: String?
        defer { original.map(WatchFixture.restoreArea) }

        #expect(await WatchFixture.wait(upTo: Self.firstBuild) { watch.cyclesEnded >= 1 }, "\(watch.output)")
        let start = RunnerFixture.statuses(in: watch.output)
        #expect(
            start == [
                "ShapesTests.AreaTests/testArea": "PASS", "ShapesTests.AreaTests/testPerimeter": "PASS",
                "LayoutTests.GridTests/testCells": "PASS", "LabelsTests.LabelTests/testLabel": "PASS",
            ], "\(watch.output)")
        #expect(watch.output.contains("watch: running all tests, the ones that failed last time first"))

        // A save in Shapes: its tests and Layout's (Layout depends on Shapes) run; Labels' do not.
        original = try WatchFixture.changeArea(to: WatchFixture.wrongArea)
        #expect(await WatchFixture.wait(upTo: Self.cycle) { watch.cyclesEnded >= 2 }, "\(watch.output)")
        let broken = watch.output(afterCycle: 1)
        #expect(broken.contains("watch: changed: Sources/Shapes/Area.swift: building"), "\(broken)")
        #expect(broken.contains("watch: running LayoutTests, ShapesTests (target Shapes changed)"), "\(broken)")
        #expect(
            RunnerFixture.statuses(in: broken) == [
                "ShapesTests.AreaTests/testArea": "FAIL", "ShapesTests.AreaTests/testPerimeter": "PASS",
                "LayoutTests.GridTests/testCells": "FAIL",
            ], "\(broken)")

        // Restored: the two failures run first, named in the selection line, and pass.
        original.map(WatchFixture.restoreArea)
        original = nil
        #expect(await WatchFixture.wait(upTo: Self.cycle) { watch.cyclesEnded >= 3 }, "\(watch.output)")
        let fixed = watch.output(afterCycle: 2)
        #expect(
            fixed.contains(
                "watch: running 2 failed last time first, then LayoutTests, ShapesTests (target Shapes changed)"),
            "\(fixed)")
        #expect(Set(RunnerFixture.statuses(in: fixed).values) == ["PASS"], "\(fixed)")

        kill(watch.process.processIdentifier, SIGINT)
        #expect(await WatchFixture.wait(upTo: 60) { !watch.process.isRunning })
        #expect(watch.process.terminationStatus == 130)
        #expect(WatchFixture.processesLeft() == [])
    }

    /// Watch mode is a loop over the session's one pipeline, so it takes what `harness test`
    /// takes: each run applies the test plan (its skipped test never runs), rewrites the JUnit
    /// report and collects coverage.
    @Test func everyRunAppliesTheTestPlanAndWritesTheReportAndCoverage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = folder.appendingPathComponent("Watch.xctestplan")
        try Data(
            """
            {"configurations": [{"id": "1", "name": "Linux", "options": {}}], "defaultOptions": {},
             "testTargets": [
                {"target": {"containerPath": "container:", "identifier": "ShapesTests", "name": "ShapesTests"}},
                {"target": {"containerPath": "container:", "identifier": "LayoutTests", "name": "LayoutTests"}},
                {"skippedTests": ["LabelTests\\/testLabel()"],
                 "target": {"containerPath": "container:", "identifier": "LabelsTests", "name": "LabelsTests"}}],
             "version": 1}
            """.utf8
        ).write(to: plan)
        let junit = folder.appendingPathComponent("report.xml").path
        let watch = try PlainWatch(arguments: ["--junit", junit, "--test-plan", plan.path, "--coverage"])
        var original: String?
        defer { original.map(WatchFixture.restoreArea) }

        #expect(await WatchFixture.wait(upTo: Self.firstBuild) { watch.cyclesEnded >= 1 }, "\(watch.output)")
        #expect(
            RunnerFixture.statuses(in: watch.output) == [
                "ShapesTests.AreaTests/testArea": "PASS", "ShapesTests.AreaTests/testPerimeter": "PASS",
                "LayoutTests.GridTests/testCells": "PASS",
            ], "\(watch.output)")
        #expect(watch.output.contains("Coverage    lines"), "\(watch.output)")
        let first = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(first.contains("tests=\"3\"") && first.contains("failures=\"0\""), "\(first)")

        original = try WatchFixture.changeArea(to: WatchFixture.wrongArea)
        #expect(await WatchFixture.wait(upTo: Self.cycle) { watch.cyclesEnded >= 2 }, "\(watch.output)")
        let second = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(second.contains("failures=\"2\""), "\(second)")
        #expect(watch.output(afterCycle: 1).contains("Coverage    lines"), "\(watch.output)")

        kill(watch.process.processIdentifier, SIGINT)
        #expect(await WatchFixture.wait(upTo: 60) { !watch.process.isRunning })
        #expect(watch.process.terminationStatus == 130)
        #expect(WatchFixture.processesLeft() == [])
    }

    @Test func theScreenRedrawsShowsBuildErrorsInPlaceAndKeysRunAllFailedAndAgain() async throws {
        let watch = try TerminalWatch()
        var original: String?
        defer { original.map(WatchFixture.restoreArea) }

        #expect(await WatchFixture.wait(upTo: Self.firstBuild) { watch.screen.contains("Last run (start): 4 passed") })
        #expect(watch.screen.contains("keys: a run all · f failed only · Enter rerun · q quit"), "\(watch.screen)")
        #expect(watch.screen.contains("Waiting for changes"), "\(watch.screen)")

        original = try WatchFixture.changeArea(to: WatchFixture.brokenArea)
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                watch.screen.contains("Build failed (changed: Sources/Shapes/Area.swift):")
            }, "\(watch.screen)")
        #expect(watch.screen.contains("error: cannot find 'heigth' in scope"), "\(watch.screen)")

        WatchFixture.restoreArea(try #require(original))
        original = try WatchFixture.changeArea(to: WatchFixture.wrongArea)
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                watch.screen.contains("Last run (changed: Sources/Shapes/Area.swift): 1 passed, 2 failed")
            }, "\(watch.screen)")
        #expect(!watch.screen.contains("Build failed"), "\(watch.screen)")
        #expect(watch.screen.contains("  FAIL ShapesTests.AreaTests/testArea"), "\(watch.screen)")
        #expect(
            watch.screen.contains("AreaTests.swift:6: XCTAssertEqual failed: (\"13\") is not equal to (\"12\")"),
            "\(watch.screen)")

        try watch.press("a")
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                watch.screen.contains("Last run (a: all tests): 2 passed, 2 failed")
            },
            "\(watch.screen)")
        try watch.press("f")
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                watch.screen.contains("Last run (f: failed tests): 0 passed, 2 failed")
            },
            "\(watch.screen)")
        try watch.press("Enter")
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                watch.screen.contains("Last run (Enter: rerun): 0 passed, 2 failed")
            },
            "\(watch.screen)")

        WatchFixture.restoreArea(try #require(original))
        original = nil
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                watch.screen.contains("Last run (changed: Sources/Shapes/Area.swift): 3 passed, 0 failed")
            }, "\(watch.screen)")

        try watch.press("q")
        #expect(await WatchFixture.wait(upTo: 60) { watch.exitReport != nil })
        let report = watch.exitReport ?? ""
        #expect(report.hasPrefix("exit 0"), "\(report)")
        // Raw mode is gone: line editing, echo and the signal keys are back on.
        let settings = Set(report.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(settings.isSuperset(of: ["icanon", "echo", "isig"]), "\(report)")
        #expect(WatchFixture.processesLeft() == [])
    }

    /// The build is held in place by another process holding SwiftPM's lock on the fixture's
    /// scratch folder (as a second `swift build` would): it never ends on its own, so watch mode
    /// can only exit by stopping it.
    @Test func ctrlCDuringABuildStopsItsProcessGroupAndRestoresTheTerminal() async throws {
        let watch = try TerminalWatch()
        var original: String?
        defer { original.map(WatchFixture.restoreArea) }
        #expect(await WatchFixture.wait(upTo: Self.firstBuild) { watch.screen.contains("Last run (start): 4 passed") })

        let scratch = WatchFixture.package.appendingPathComponent(".build").path
        let lock = BuildFolderLock(scratchPath: scratch, environment: ProcessInfo.processInfo.environment)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--no-fork", lock.lockFilePath, "sleep", "300"]
        try holder.run()
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        #expect(
            await WatchFixture.wait(upTo: 60) {
                ProcessTable.system.flockHolder(lock.lockFilePath) == holder.processIdentifier
            })

        original = try WatchFixture.changeArea(to: WatchFixture.wrongArea)
        // The fixture's build is running (waiting for the lock).
        #expect(
            await WatchFixture.wait(upTo: Self.cycle) {
                WatchFixture.processesLeft().contains { $0.contains("swift-build --build-tests") }
            }, "\(watch.screen)")
        #expect(watch.screen.contains("Building (changed: Sources/Shapes/Area.swift)"), "\(watch.screen)")
        // The wait is said on the screen, under the status, while it lasts.
        #expect(
            await WatchFixture.wait(upTo: 30) { watch.screen.contains("Waiting for SwiftPM's lock on '\(scratch)'") },
            "\(watch.screen)")
        try watch.press("C-c")
        #expect(await WatchFixture.wait(upTo: 60) { watch.exitReport != nil }, "\(watch.screen)")
        let report = watch.exitReport ?? ""
        #expect(report.hasPrefix("exit 130"), "\(report)")
        let settings = Set(report.split(whereSeparator: \.isWhitespace).map(String.init))
        #expect(settings.isSuperset(of: ["icanon", "echo", "isig"]), "\(report)")
        // The build's process group is interrupted, then killed after 3 s at the latest.
        #expect(
            await WatchFixture.wait(upTo: 10) { WatchFixture.processesLeft().isEmpty },
            "\(WatchFixture.processesLeft())")
    }
}
