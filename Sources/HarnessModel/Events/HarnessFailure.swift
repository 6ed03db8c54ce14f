/// Why a command or a session could not go on: one line for the user and the exit code from
/// ``RunnerExitCode``. A front end prints `error: <message>` and exits with `code`.
///
/// ```swift
/// throw HarnessFailure("no Package.swift in 'x'", code: RunnerExitCode.badInput)
/// ```
public struct HarnessFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var code: Int32

    public init(_ message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    public var description: String { message }
}
