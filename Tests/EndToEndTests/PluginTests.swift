import Foundation
import Testing

/// `swift package harness …` (Plugins/HarnessPlugin) on `Fixtures/PluginSuite`: it returns (a
/// deadlock on the outer command's `.build` lock is killed by the watchdog and fails here), and
/// prints, reports and fails as the harness tool run directly does.
@Suite("The SwiftPM plugin: swift package harness …", .serialized)
struct PluginTests {
    @Test("test: the same result lines, the same JUnit report, exit 1 for a failing test as the tool's")
    func test() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pluginReport = folder.appendingPathComponent("plugin.xml")
        let directReport = folder.appendingPathComponent("direct.xml")

        let plugin = try await PluginFixture.plugin(["test", "--junit", pluginReport.path])
        #expect(!plugin.timedOut, "the plugin never returned:\n\(plugin.diagnosis)")
        let direct = try await PluginFixture.direct("test", ["--junit", directReport.path])

        #expect(direct.exitCode == 1, "\(direct.diagnosis)")
        #expect(plugin.exitCode == direct.exitCode, "\(plugin.diagnosis)")
        #expect(plugin.standardError.contains("error: harness test exited with status 1"), "\(plugin.diagnosis)")
        // The plugin's output (the tool's stdout and stderr) goes to swift package's stdout;
        // SwiftPM's own build lines go to its stderr.
        #expect(
            PluginFixture.normalizedLines(plugin.standardOutput)
                == PluginFixture.normalizedLines(direct.standardOutput + direct.standardError),
            "\(plugin.diagnosis)\n\(direct.diagnosis)")
        #expect(plugin.standardOutput.contains("FAIL"), "\(plugin.diagnosis)")

        let pluginXML = try String(contentsOf: pluginReport, encoding: .utf8)
        let directXML = try String(contentsOf: directReport, encoding: .utf8)
        #expect(pluginXML.contains("PluginSuiteTests.FarewellTests"))
        // Every case names its file from the description the plugin wrote (the target's folder).
        #expect(
            pluginXML.components(separatedBy: "<testcase ").dropFirst().allSatisfy {
                $0.prefix { $0 != ">" }.contains("file=\"Tests/PluginSuiteTests/")
            }, "\(pluginXML)")
        #expect(PluginFixture.normalized(pluginXML) == PluginFixture.normalized(directXML))
    }

    @Test("list: the same navigator, exit 0")
    func list() async throws {
        let plugin = try await PluginFixture.plugin(["list"])
        #expect(!plugin.timedOut, "the plugin never returned:\n\(plugin.diagnosis)")
        let direct = try await PluginFixture.direct("list", [])
        #expect(direct.exitCode == 0, "\(direct.diagnosis)")
        #expect(plugin.exitCode == 0, "\(plugin.diagnosis)")
        #expect(
            plugin.outputLines == direct.outputLines + direct.errorLines, "\(plugin.diagnosis)\n\(direct.diagnosis)")
        #expect(plugin.standardOutput.contains("GreetingTests"))
    }

    @Test("a filter that matches nothing: the tool's status 4 is named, since swift package can only exit 1")
    func noMatch() async throws {
        let plugin = try await PluginFixture.plugin(["test", "NoSuchTests"])
        #expect(!plugin.timedOut, "the plugin never returned:\n\(plugin.diagnosis)")
        let direct = try await PluginFixture.direct("test", ["NoSuchTests"])
        #expect(direct.exitCode == 4, "\(direct.diagnosis)")
        #expect(plugin.exitCode == 1, "\(plugin.diagnosis)")
        #expect(plugin.standardError.contains("error: harness test exited with status 4"), "\(plugin.diagnosis)")
        #expect(
            PluginFixture.normalizedLines(plugin.standardOutput)
                == PluginFixture.normalizedLines(direct.standardOutput + direct.standardError))
    }

    @Test("test --changed REF: the package's targets come from the plugin's description, never a dump-package")
    func changed() async throws {
        // Against HEAD with a clean fixture nothing changed: no test is affected, and the run says so.
        let plugin = try await PluginFixture.plugin(["test", "--changed", "HEAD", "--explain"])
        #expect(!plugin.timedOut, "the plugin never returned:\n\(plugin.diagnosis)")
        #expect(plugin.standardOutput.contains("--changed: "), "\(plugin.diagnosis)")
        #expect(!plugin.standardOutput.contains("failed to find the changes"), "\(plugin.diagnosis)")
    }

    @Test("test --coverage: the plugin builds the tests instrumented, the tool reports")
    func coverage() async throws {
        let plugin = try await PluginFixture.plugin(["test", "--coverage", "GreetingTests"], timeLimit: 1_200)
        #expect(!plugin.timedOut, "the plugin never returned:\n\(plugin.diagnosis)")
        #expect(plugin.exitCode == 0, "\(plugin.diagnosis)")
        #expect(plugin.standardOutput.contains("TOTAL (1 file)"), "\(plugin.diagnosis)")
    }

    @Test("test --watch: refused at once in one line naming the command that works, never a silent wait")
    func watch() async throws {
        let plugin = try await PluginFixture.plugin(["test", "--watch"], timeLimit: 300)
        #expect(!plugin.timedOut, "the plugin never returned:\n\(plugin.diagnosis)")
        #expect(plugin.exitCode == 1, "\(plugin.diagnosis)")
        #expect(plugin.standardError.contains("run 'swift run harness test --watch' instead"), "\(plugin.diagnosis)")
    }
}
