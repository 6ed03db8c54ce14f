import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `harness ui`'s attachments, history and report in a real browser (issue 34, items 7 and 9):
/// Debian's Chromium driven by Playwright (`Browser/navigator_report.py`) on a git copy of
/// `Fixtures/UIReportSuite`, a package that does not depend on Harness. A failing test's text
/// and image attachments show in its detail (served by the token-checked route, which refuses
/// anything outside the session's run folder); a save in a folder git ignores while watching is
/// said once per folder; a test's recent runs are drawn with their words, flaky and failing
/// since; then `harness test --coverage per-test --html` writes the same page, read-only, whose
/// source view works offline on the files the run covered. axe-core finds nothing on any of it.
/// Screenshots stay in `.build-fixtures/ui-report`.
@Suite("harness ui: attachments, ignored saves, recent runs, the covered report", .serialized)
struct UIReportEndToEndTests {
    static let scratch = RepositoryPaths.fixtureScratch(named: "ui-report")
    static let driver = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Browser/navigator_report.py")

    /// The copy: one per checkout (a hash of its path), in a git repository of its own whose
    /// `.gitignore` names `Scratch/` (a folder in each target, saved to while watching); its
    /// build is kept between test runs, its history and run folders are not.
    static func gitCopy() throws -> URL {
        let manager = FileManager.default
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in RepositoryPaths.root.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let copy = manager.temporaryDirectory.appendingPathComponent(
            "harness-ui-report-e2e-\(String(hash, radix: 16))/UIReportSuite")
        try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests", ".git", "report.html"] {
            try? manager.removeItem(at: copy.appendingPathComponent(item))
        }
        for item in ["Package.swift", "Sources", "Tests"] {
            try manager.copyItem(
                at: RepositoryPaths.fixture(named: "UIReportSuite").appendingPathComponent(item),
                to: copy.appendingPathComponent(item))
        }
        try ".build/\nScratch/\n".write(
            to: copy.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        for folder in ["Sources/Shapes/Scratch", "Tests/ShapesTests/Scratch"] {
            try manager.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try? manager.removeItem(at: copy.appendingPathComponent(".build/harness"))
        let git = ["git", "-C", copy.path, "-c", "user.email=ui@example.com", "-c", "user.name=UI"]
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "UIReportSuite"]] {
            let result = try UICoverageEndToEndTests.run(git + arguments)
            try #require(result == 0, "git \(arguments.joined(separator: " ")) failed in \(copy.path)")
        }
        return copy
    }

    @Test(
        "attachments in the detail, a git-ignored save said once, recent runs drawn; the covered report's source view")
    func attachmentsHistoryAndReport() async throws {
        let package = try Self.gitCopy()
        try? FileManager.default.removeItem(at: Self.scratch)
        let server = try UIServerProcess(arguments: ["--package-path", package.path])
        let address = try #require(await server.address(within: 60), "no address printed:\n\(server.output)")
        let live = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", Self.driver.path, "--url", address, "--package", package.path, "--out", Self.scratch.path,
            ],
            timeLimit: 1_800)
        #expect(live.exitCode == 0, "the browser test failed:\n\(live.diagnosis)\nharness ui said:\n\(server.output)")
        for step in ["attachments", "attachment route", "recent runs", "failing since", "ignored save"] {
            #expect(live.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
        kill(server.process.processIdentifier, SIGINT)
        #expect(await server.exitStatus(within: 20) == 130, "harness ui did not stop on SIGINT:\n\(server.output)")

        // The same package's covered run, as a report: its source view, offline and read-only.
        let report = package.appendingPathComponent("report.html")
        let run = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", package.path, "--coverage", "per-test", "--html", report.path,
            ],
            timeLimit: 1_800)
        #expect(run.exitCode == 1, "the covered run should fail (renderingFails):\n\(run.diagnosis)")
        let offline = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", Self.driver.path, "--report", report.path, "--out", Self.scratch.path],
            timeLimit: 600)
        #expect(offline.exitCode == 0, "the report's browser test failed:\n\(offline.diagnosis)")
        for step in ["report sources", "report source view", "report line tests", "report test lines"] {
            #expect(offline.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
    }
}
