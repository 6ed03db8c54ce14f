/// What a finished subprocess left behind.
struct CommandResult: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it (as a shell reports).
    var exitCode: Int32
    /// Everything it wrote to standard output, decoded as UTF-8.
    var standardOutput: String
    /// Everything it wrote to standard error, decoded as UTF-8.
    var standardError: String
    /// Whether the runner killed it for running past its time limit.
    var timedOut: Bool
    /// The command line, for failure messages.
    var commandLine: String

    /// Standard output split into lines, without the empty line after the final newline.
    var outputLines: [String] { Self.lines(of: standardOutput) }

    /// Standard error split into lines.
    var errorLines: [String] { Self.lines(of: standardError) }

    /// A summary for a failed expectation: the command, its status and the end of each stream.
    var diagnosis: String {
        let tail = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
        }
        return """
            $ \(commandLine)
            exit code \(exitCode)\(timedOut ? " (killed: timed out)" : "")
            --- stdout (end) ---
            \(tail(standardOutput))
            --- stderr (end) ---
            \(tail(standardError))
            """
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
