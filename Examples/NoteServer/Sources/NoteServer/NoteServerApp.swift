import AppHost

/// NoteServer's entry point — the whole of it. `ApplicationMain` creates the
/// `NoteServerDelegate`, launches, serves until SIGTERM/SIGINT, and terminates in order.
@main
enum NoteServerApp: MainApplication {
    typealias Delegate = NoteServerDelegate

    static var name: String { "NoteServer" }
    static var launchAllowance: Duration { .seconds(10) }
}
