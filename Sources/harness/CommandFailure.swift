import ArgumentParser
import Foundation

/// A command's failure: one line for the user and the exit code from `RunnerExitCode`.
/// `HarnessCommand.main` prints `error: <message>` and exits with `code`.
///
/// ```swift
/// throw CommandFailure("no Package.swift in 'x'", code: RunnerExitCode.badInput)
/// ```
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var code: Int32

    init(_ message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    var description: String { message }
}
