import ArgumentParser

/// `harness coverage`: what the recorded per-test coverage says.
///
/// ```sh
/// harness test --coverage per-test
/// harness coverage which Sources/NoteKit/NoteStore.swift:42
/// ```
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Query the per-test coverage that 'harness test --coverage per-test' recorded.",
        subcommands: [CoverageWhichCommand.self]
    )
}
