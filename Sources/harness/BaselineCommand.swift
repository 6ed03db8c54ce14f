import ArgumentParser

/// `harness baseline`: the performance baselines of a package, per machine configuration
/// (`Documentation/Performance.md`).
///
/// ```sh
/// harness baseline record                         # run measured tests, store missing baselines
/// harness baseline accept MyTests.SortTests       # run them, replace this machine's baselines
/// harness baseline show                           # print every baseline of the package
/// harness baseline delete MyTests.SortTests/testSort
/// ```
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record, accept, show or delete performance baselines.",
        discussion: """
            Baselines live in PerformanceBaselines.json beside the tests that measure (commit \
            them), keyed by machine configuration: CPU model, core count, architecture and OS.
            """,
        subcommands: [
            BaselineRecordCommand.self,
            BaselineAcceptCommand.self,
            BaselineShowCommand.self,
            BaselineDeleteCommand.self,
        ]
    )
}
