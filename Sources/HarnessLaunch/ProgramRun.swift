import Foundation

/// A program run to its end (``Program/run(input:timeout:)``): how it ended and what it printed.
///
/// ```swift
/// let run = try await Program(product: "calc").run(input: "6+2=\n")
/// #expect(run.state == .exited(status: 0))
/// #expect(run.standardOutput == "8\n")
/// ```
public struct ProgramRun: Sendable, Hashable {
    /// How the program ended.
    public var state: ProgramState
    /// Everything it printed on standard output, lines joined by newlines (with a last one).
    public var standardOutput: String
    /// Everything it printed on standard error, the same way.
    public var standardError: String

    public init(state: ProgramState, standardOutput: String, standardError: String) {
        self.state = state
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The exit status, nil when a signal ended it.
    public var status: Int32? {
        if case .exited(let status) = state { return status }
        return nil
    }
}

extension Program {
    /// Runs the program to its end with `input` on its standard input (then closed), in a
    /// fresh launch folder that is removed afterwards; stops it and throws if it has not ended
    /// within `timeout`.
    public func run(input: String? = nil, timeout: Duration = .seconds(60)) async throws(LaunchError) -> ProgramRun {
        var started = self
        started.readiness = .started
        // A run ends before it returns: it joins a scope only to be kept after a failure, never
        // the running test's (whose end would count the crash a test may be checking for).
        let program = try await started.launch(joining: LaunchScope.current)
        defer { if LaunchScope.current == nil { program.folder.remove() } }
        if let input { try program.write(input) }
        program.closeInput()
        let state = try await program.waitForExit(timeout: timeout)
        return ProgramRun(
            state: state, standardOutput: Self.text(program.lines(of: .standardOutput)),
            standardError: Self.text(program.lines(of: .standardError)))
    }

    private static func text(_ lines: [String]) -> String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
