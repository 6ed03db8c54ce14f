import Foundation
import PackagePlugin

/// Embeds the navigator's script, kept as JavaScript files of their own so that node checks and
/// tests them (Scripts/test.sh), into HarnessReports as Swift source (`NavigatorPage.script`).
/// A build step rather than a SwiftPM resource: `harness test --html` writes the script into
/// every report and `harness ui` serves it, and neither should fail because a resource bundle
/// was left behind when the programs were copied or archived.
@main
struct NavigatorScriptPlugin: BuildToolPlugin {
    /// The files, in the order the page runs them: the helpers define names the page uses, and
    /// the coverage views (navigator-source.js) and the history's chart (navigator-history.js)
    /// use the page's.
    static let scripts = [
        "navigator-helpers.js", "navigator-coverage-helpers.js", "navigator-history-helpers.js", "navigator.js",
        "navigator-source.js", "navigator-history.js",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The target excludes the folder (SwiftPM has no rule for .js files), so it is found by
        // its place rather than among the target's files.
        let folder = context.package.directoryURL.appendingPathComponent("Sources/\(target.name)/Navigator/Script")
        let inputs = Self.scripts.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("NavigatorPage+Script.swift")
        return [
            .buildCommand(
                displayName: "Embedding the navigator's script in \(target.name)",
                executable: try context.tool(named: "navigator-script-embedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
