/// When a launched program counts as ready, so that ``Program/launch()`` returns.
///
/// ```swift
/// var server = Program(product: "NoteServer")            // an AppHost app: .announced
/// var legacy = Program(product: "LegacyServer")
/// legacy.readiness = .line(containing: "listening on")    // any other program
/// ```
public enum Readiness: Sendable {
    /// Once it is started: nothing to wait for.
    case started
    /// Once an AppHost app reports its launch finished, with the addresses it listens on
    /// (`LaunchReadyRecord`, through `HARNESS_LAUNCH_READY_FD`).
    case announced
    /// Once a line of its standard output or standard error contains `text`.
    case line(containing: String)
    /// Once `127.0.0.1:port` accepts a TCP connection.
    case port(Int)
    /// Once `GET path` on `127.0.0.1:port` answers with a 2xx status.
    case http(port: Int, path: String = "/")

    /// Whether `record` already shows the program ready, read off the reader threads' facts
    /// (no task needed): a time-out's stop spares a program that got ready while the test's
    /// task waited for a thread of the cooperative pool.
    func isSatisfied(by record: ProgramRecord) -> Bool {
        switch self {
        case .started: true
        case .announced: record.ready != nil
        case .line(let text):
            (record.lines[.standardOutput] ?? []).contains { $0.contains(text) }
                || (record.lines[.standardError] ?? []).contains { $0.contains(text) }
        case .port, .http: record.probedURL != nil
        }
    }

    /// What the launcher waited for, for a message that says so.
    var waitedFor: String {
        switch self {
        case .started: "the program to start"
        case .announced:
            "its AppHost launch to finish (a program not built on AppHost says ready with "
                + "Readiness.line, .port or .http)"
        case .line(let text): "a line containing '\(text)'"
        case .port(let port): "127.0.0.1:\(port) to accept a connection"
        case .http(let port, let path): "GET http://127.0.0.1:\(port)\(path) to answer 2xx"
        }
    }
}
