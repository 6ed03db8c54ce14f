import Foundation
import PackagePlugin

/// `swift package harness …`: runs the `harness` tool with nothing installed, with the same
/// arguments, output and reports as the tool run directly.
///
/// The outer `swift package` holds the lock on the package's `.build` for as long as this
/// plugin runs, so the tool must start no SwiftPM command there: for a subcommand that builds
/// (``ToolInvocation``), the plugin builds the tests through SwiftPM itself and passes the
/// products folder (`--built-products`), and it passes the package's description from the
/// plugin context (`--package-description`) so the tool needs no `dump-package`. What the tool
/// still builds (Harness's library, and the overlay of the modules that import XCTest for an
/// unmodified package on Harness's XCTest) goes to folders of its own, off that lock.
///
/// ```sh
/// swift package --allow-writing-to-package-directory harness test
/// swift package --disable-sandbox harness test --junit junit.xml   # macOS: the build needs it
/// ```
@main
struct HarnessPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "harness")
        var invocation = ToolInvocation(arguments: arguments)
        if invocation.subcommand == ["test"], arguments.contains(where: { $0 == "--watch" }) {
            throw WatchThroughPlugin()
        }
        if invocation.builds {
            let description = context.pluginWorkDirectoryURL.appendingPathComponent("package-description.json")
            try PackageDescriptionFile(package: context.package).write(to: description)
            var inserted = ["--package-description", description.path]
            if invocation.wantsPluginBuild {
                let products = try buildTests(toolURL: tool.url, instrumented: invocation.wantsCoverage)
                inserted += ["--built-products", products.path]
            }
            invocation.insertAfterSubcommand(inserted)
        }
        let status = try run(tool.url, arguments: invocation.arguments, in: context.package.directoryURL)
        guard status == 0 else {
            throw ToolFailure(subcommand: invocation.subcommand.joined(separator: " "), status: status)
        }
    }

    /// Builds the package's tests through SwiftPM (the outer command, which holds the lock) and
    /// returns the folder holding the test bundles.
    private func buildTests(toolURL: URL, instrumented: Bool) throws -> URL {
        var parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
        parameters.echoLogs = true
        if instrumented {
            // What `--enable-code-coverage` adds, which a plugin's build cannot ask for by name.
            parameters.otherSwiftcFlags += ["-profile-generate", "-profile-coverage-mapping"]
        }
        let result = try packageManager.build(.all(includingTests: true), parameters: parameters)
        guard result.succeeded else { throw BuildFailure() }
        // SwiftPM 6.3 lists only library and executable products among the built artifacts,
        // never test bundles; they all share one products folder. The tool is built for the host
        // in `.build/<triple>/<configuration>`, so its sibling `debug` is that folder when the
        // package has no product of its own.
        if let artifact = result.builtArtifacts.first {
            return artifact.url.deletingLastPathComponent()
        }
        return toolURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("debug")
    }

    /// Runs the tool in the package's folder (`--package-path` defaults to "."), its output
    /// going where the plugin's goes, and returns its exit status.
    private func run(_ tool: URL, arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }
}

/// The tool's non-zero exit status. A plugin cannot choose `swift package`'s exit status (it
/// exits 1 after any failure), so the tool's own is named here.
struct ToolFailure: Error, CustomStringConvertible {
    var subcommand: String
    var status: Int32
    var description: String {
        "harness \(subcommand) exited with status \(status) (swift package exits 1 for any failure)"
    }
}

/// Watch mode keeps rebuilding the package, and SwiftPM holds its build folder's lock and the
/// plugin's output for as long as the plugin runs: through the plugin it would sit silent.
struct WatchThroughPlugin: Error, CustomStringConvertible {
    var description: String {
        "harness test --watch cannot run through 'swift package harness' (SwiftPM locks the build folder and "
            + "holds the plugin's output until it ends): run 'swift run harness test --watch' instead"
    }
}

/// The tests did not build; SwiftPM printed why.
struct BuildFailure: Error, CustomStringConvertible {
    var description: String { "the package's tests did not build (harness's exit status 3): see the errors above" }
}
