import Foundation
import PackagePlugin

/// `swift package harness …`: runs the `harness` tool with nothing installed. SwiftPM builds the
/// tool from this package (the plugin depends on it), then this passes every argument through,
/// in the package's folder, and exits with the tool's status.
///
/// ```sh
/// swift package --allow-writing-to-package-directory harness test
/// swift package --disable-sandbox harness test --junit junit.xml   # macOS: the build needs it
/// ```
@main
struct HarnessPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "harness")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // `--package-path` defaults to ".", so running in the package's folder targets it.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // A plugin cannot choose its exit code; SwiftPM exits 1 after a thrown error.
            Diagnostics.error("harness \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }
}

/// The tool's non-zero exit status, so `swift package harness …` fails when the tests do.
struct ExitStatus: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "harness exited with status \(code)" }
}
