import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessModel
import HarnessSession
import HarnessUI

/// `harness ui`: the test navigator in a browser. Builds and lists the package, serves the
/// page on 127.0.0.1 and prints its address (with a one-time token) on a line of its own; each
/// click runs the session, the one pipeline `harness test` runs.
///
/// It is a program of its own, `harness-ui`, so that a build of `harness` (every CI job's) does
/// not compile the web server; `harness ui` runs it from beside itself.
///
/// ```sh
/// harness ui --package-path Examples/Calculator
/// # http://127.0.0.1:41234/?token=9b1f0c…
/// ```
@main
struct UICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "harness ui",
        abstract: "Serve the test navigator in a browser: find, run and watch tests, live.",
        discussion: """
            Listens on 127.0.0.1 only (a free port unless --port says which) and prints the page's \
            address with a one-time token; requests without it are refused. Ctrl-C stops the \
            server, every worker and every build (exit 130). A port in use is bad input (exit 2).
            """
    )

    @OptionGroup var package: PackageOptions

    @Option(help: "The port to listen on (default: a free one).")
    var port: UInt16?

    @Option(name: [.short, .long], help: "Worker processes at once (default: the number of cores).")
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Open files in your editor from the page: a URL with {path} (absolute, from its leading /), {line} and {column}.",
            discussion: "For example 'vscode://file{path}:{line}:{column}' or 'idea://open?file={path}&line={line}'.",
            valueName: "url"))
    var editorURL: String?

    func validate() throws {
        if let editorURL, !editorURL.contains("{path}") {
            throw ValidationError(
                "--editor-url '\(editorURL)' has no {path}: write where the file goes, e.g. 'vscode://file{path}:{line}'"
            )
        }
    }

    /// Parses and runs with Harness's exit-code table (`CommandMain`).
    static func main() { CommandMain.run(Self.self, helpCommand: "harness ui --help") }

    func run() throws {
        var settings = try package.listingSettings()
        settings.configuration.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let channel = UIEventChannel()
        let controller = try UIController(settings: settings, editorURL: editorURL, send: channel.send)
        let server = UIServer(controller: controller, channel: channel, port: port)
        let listening = try server.start()
        FileHandle.standardOutput.write(Data("\(server.address(port: listening))\n".utf8))
        FileHandle.standardError.write(
            Data("harness ui: serving \(settings.packageRoot) on 127.0.0.1:\(listening); Ctrl-C stops\n".utf8))
        // The loop routes Ctrl-C, SIGTERM and SIGHUP to its quit, and returns 128 + the signal.
        let code = controller.run()
        server.stop()
        throw ExitCode(code)
    }
}
