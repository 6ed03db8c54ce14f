import Foundation
import Testing

/// `harness test` as a user runs it, with every report asked for: `Fixtures/ReportSuite`'s
/// attachments (each kind, each lifetime, nested activities) and `Fixtures/PerformanceSuite`'s
/// measurements with a recorded baseline, checked in the console, the run folder, JUnit, the
/// JSON lines and the HTML page.
@Suite("Reports end to end: attachments and measurements in every report", .serialized)
struct ReportEndToEndTests {
    struct Reports {
        var result: CommandResult
        var folder: URL
        var junit: String {
            (try? String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)) ?? ""
        }
        var html: String {
            (try? String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)) ?? ""
        }
        var json: String {
            (try? String(contentsOf: folder.appendingPathComponent("events.jsonl"), encoding: .utf8)) ?? ""
        }
        var attachments: URL { folder.appendingPathComponent("attachments") }
    }

    /// `harness test --skip-build` on the fixture with every report in a fresh folder.
    static func test(_ fixture: String, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> Reports
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-reports-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", RepositoryPaths.fixture(named: fixture).path, "--skip-build",
                "--junit", folder.appendingPathComponent("junit.xml").path,
                "--json", folder.appendingPathComponent("events.jsonl").path,
                "--html", folder.appendingPathComponent("report.html").path,
                "--attachments", folder.appendingPathComponent("attachments").path,
            ] + arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, timeLimit: 600)
        return Reports(result: result, folder: folder)
    }

    @Test("attachments: kept by lifetime in the run folder, linked from JUnit, shown in HTML, listed in JSON")
    func attachments() async throws {
        try await FixtureBuilds.harnessList(RepositoryPaths.fixture(named: "ReportSuite"))
        let run = try await Self.test("ReportSuite", [])
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.result.exitCode == 1, "\(run.result.diagnosis)")
        let failed = run.attachments.appendingPathComponent(
            "ReportSuiteTests.AttachmentTests/testRenderingFails/attempt-1")
        let passed = run.attachments.appendingPathComponent(
            "ReportSuiteTests.AttachmentTests/testPassingKeepsOnlyKeepAlways/attempt-1")
        let failedFiles = (try? FileManager.default.contentsOfDirectory(atPath: failed.path).sorted()) ?? []
        #expect(failedFiles.count == 4, "\(failedFiles)")
        #expect(failedFiles.prefix(3) == ["01-load.log", "02-screen.png", "03-layout.json"], "\(failedFiles)")
        #expect(failedFiles.last?.hasPrefix("04-report-suite-") == true)
        #expect(try Data(contentsOf: failed.appendingPathComponent(failedFiles.last ?? "")) == Data([0, 1, 2, 3]))
        // deleteOnSuccess on a passing test: deleted; keepAlways: kept.
        #expect((try? FileManager.default.contentsOfDirectory(atPath: passed.path)) == ["01-kept.txt"])
        #expect(run.result.standardOutput.contains("dropped.txt  deleted: the test passed (lifetime deleteOnSuccess)"))

        #expect(run.junit.contains("[[ATTACHMENT|\(failed.path)/02-screen.png]]"), "\(run.junit)")
        #expect(run.junit.contains("[[ATTACHMENT|\(passed.path)/01-kept.txt]]"))
        #expect(run.json.contains(#""activities":["Load fixture","Render"]"#))
        #expect(run.json.contains(#""lifetime":"keepAlways""#))

        #expect(run.html.contains(#"<img src="data:image/png;base64,"#))
        #expect(run.html.contains(#"<pre class="attachment-text">{&quot;width&quot;:2,&quot;height&quot;:2}</pre>"#))
        #expect(
            run.html.contains(#"<span class="activity">Load fixture</span> › <span class="activity">Render</span>"#))
        #expect(
            run.html.contains("XCTFail(&quot;the rendering differs from the reference&quot;)"),
            "the source line, read at report time")
        try await Self.openInChromium(
            run, name: "attachments", select: "ReportSuiteTests.AttachmentTests/testRenderingFails", "--expect-image")
    }

    /// The report opened from file:// in Chromium (`Browser/navigator.py --report`): the
    /// navigator's page, read-only, with the selected test's detail.
    static func openInChromium(_ run: Reports, name: String, select: String, _ flags: String...) async throws {
        let opened = try await CommandRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Browser/navigator.py").path,
                "--report", run.folder.appendingPathComponent("report.html").path, "--out",
                RepositoryPaths.fixtureScratch(named: "ui").appendingPathComponent("screenshots").path, "--name", name,
                "--select", select,
            ] + flags, timeLimit: 300)
        #expect(opened.exitCode == 0, "the report in the browser:\n\(opened.diagnosis)")
        #expect(opened.standardOutput.contains("step report read-only:"))
        for flag in flags {
            let step = flag == "--expect-image" ? "report image" : "report chart"
            #expect(opened.standardOutput.contains("step \(step):"), "step \(step) did not pass")
        }
    }

    @Test("measurements: the same numbers and verdict in the console, JUnit, JSON and HTML")
    func measurements() async throws {
        try await FixtureBuilds.harnessList(RepositoryPaths.fixture(named: "PerformanceSuite"))
        let baselines = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-e2e-baselines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: baselines) }
        let test = "PerformanceSuiteTests.PauseTests/testPause"
        let recorded = try await Self.test(
            "PerformanceSuite", [test],
            environment: [
                "HARNESS_BASELINE_DIR": baselines.path, "HARNESS_BASELINE": "record",
            ])
        defer { try? FileManager.default.removeItem(at: recorded.folder) }
        #expect(recorded.result.standardOutput.contains("; recorded as the baseline "), "\(recorded.result.diagnosis)")

        let compared = try await Self.test(
            "PerformanceSuite", [test], environment: ["HARNESS_BASELINE_DIR": baselines.path])
        defer { try? FileManager.default.removeItem(at: compared.folder) }
        let line = try #require(
            compared.result.outputLines.first { $0.contains("MEASURED Time: average ") }, "\(compared.result.diagnosis)"
        )
        let words = String(line[(line.range(of: "Time: ")?.lowerBound ?? line.startIndex)...])
        #expect(words.contains(" baseline ") && words.contains(", allowed 10%"), "\(words)")
        #expect(
            compared.junit.contains(#"<property name="harness.performance.Time" value="\#(words)"/>"#),
            "\(compared.junit)")
        #expect(
            compared.junit.contains(
                #"<property name="harness.performance.Time.baseline.maxPercentRegression" value="10.0"/>"#))
        #expect(compared.json.contains(#""measurements":[{"#) && compared.json.contains(#""baselineAverage":"#))
        // The HTML escapes what it shows: an improvement's words quote 'harness baseline accept'.
        let escaped = words.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
        #expect(compared.html.contains("<figcaption>\(escaped)</figcaption>"), "the HTML says it in the same words")
        #expect(compared.html.contains(#"<rect class="band""#))
        try await Self.openInChromium(compared, name: "measurements", select: test, "--expect-chart")
    }
}
