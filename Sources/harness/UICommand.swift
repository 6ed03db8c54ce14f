import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessModel

/// `harness ui`: the test navigator in a browser. The navigator is the program `harness-ui`
/// (Sources/harness-ui), kept out of this one so that building `harness` compiles no web
/// server; this command hands its arguments to it, building it once when Harness's checkout
/// is at hand.
///
/// ```sh
/// harness ui --package-path Examples/Calculator
/// # http://127.0.0.1:41234/?token=9b1f0c…
/// ```
struct UICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ui",
        abstract: "Serve the test navigator in a browser: find, run and watch tests, live.",
        discussion: "Runs harness-ui, beside harness; 'harness ui --help' lists its options."
    )

    @Argument(parsing: .captureForPassthrough, help: "harness-ui's options (see harness ui --help).")
    var arguments: [String] = []

    func run() throws {
        let program = try NavigatorProgram.locate()
        try program.exec(arguments: arguments)
    }
}
