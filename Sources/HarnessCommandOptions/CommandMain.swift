import ArgumentParser
import Foundation
import HarnessModel

/// Runs a root command with Harness's exit-code table (`RunnerExitCode`), the one main that
/// `harness` and `harness-ui` share: a usage error is 2 (not ArgumentParser's 64) and says
/// where help is; a `HarnessFailure` prints its one line and exits with its code.
///
/// ```swift
/// @main struct Tool: ParsableCommand {
///     static func main() { CommandMain.run(Tool.self, helpCommand: "tool --help") }
/// }
/// ```
package enum CommandMain {
    package static func run<Command: ParsableCommand>(_ command: Command.Type, helpCommand: String) -> Never {
        do {
            var parsed = try command.parseAsRoot()
            try parsed.run()
            exit(0)
        } catch let failure as HarnessFailure {
            FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
            exit(failure.code)
        } catch {
            if command.exitCode(for: error) == .validationFailure {
                var text = command.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
                if let last = text.last, ".?!".contains(last) { text.removeLast() }
                FileHandle.standardError.write(Data("error: \(text); run '\(helpCommand)' for usage\n".utf8))
                exit(2)
            }
            command.exit(withError: error)
        }
    }
}
