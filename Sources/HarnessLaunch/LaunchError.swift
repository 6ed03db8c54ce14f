/// Why a launch, a wait or a run failed. Each description is what a test's failure says:
/// what happened, what the launcher waited for, and the program's last lines.
public enum LaunchError: Error, CustomStringConvertible, Sendable {
    /// No executable product of that name was built beside the tests.
    case productNotFound(name: String, directory: String, available: [String])
    /// The program could not be started (or its launch folder made).
    case cannotStart(program: String, reason: String)
    /// The program ended before it was ready.
    case endedBeforeReady(program: String, state: ProgramState, waitedFor: String, lastLines: [String])
    /// The program was not ready in time (it was stopped).
    case notReady(program: String, waitedFor: String, timeout: Duration, lastLines: [String])
    /// No line matched in time, or the program's output ended first.
    case noMatchingLine(program: String, waitedFor: String, state: ProgramState, lastLines: [String])
    /// A program run to completion did not end in time (it was stopped).
    case runTimedOut(program: String, timeout: Duration, lastLines: [String])
    /// A launched program crashed while the test ran.
    case crashed(program: String, state: ProgramState, lastLines: [String])

    public var description: String {
        switch self {
        case .productNotFound(let name, let directory, let available):
            let names = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "no executable product '\(name)' in \(directory) (executables there: \(names)); "
                + "build the package's products first (swift build --build-tests)"
        case .cannotStart(let program, let reason):
            return "cannot launch \(program): \(reason)"
        case .endedBeforeReady(let program, let state, let waitedFor, let lastLines):
            return "\(program) \(state) before it was ready (waited for \(waitedFor))" + Self.tail(lastLines)
        case .notReady(let program, let waitedFor, let timeout, let lastLines):
            return "\(program) was not ready after \(timeout) (waited for \(waitedFor)); stopped it"
                + Self.tail(lastLines)
        case .noMatchingLine(let program, let waitedFor, let state, let lastLines):
            return "\(program) printed no line \(waitedFor) (it is \(state))" + Self.tail(lastLines)
        case .runTimedOut(let program, let timeout, let lastLines):
            return "\(program) did not finish within \(timeout); stopped it" + Self.tail(lastLines)
        case .crashed(let program, let state, let lastLines):
            return "\(program) crashed: \(state)" + Self.tail(lastLines)
        }
    }

    private static func tail(_ lines: [String]) -> String {
        lines.isEmpty ? "; it printed nothing" : "; its last lines:\n" + lines.joined(separator: "\n")
    }
}
