import ArgumentParser
import HarnessCommandOptions

/// `harness baseline record [FILTER…]`: runs the measured tests and stores a baseline for each
/// one that has none on this machine configuration; existing baselines are compared, never
/// overwritten.
///
/// ```sh
/// harness baseline record --package-path . MyTests.SortTests
/// ```
struct BaselineRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run measured tests and store the baselines they are missing on this machine."
    )

    @OptionGroup var scope: BaselineScope
    @OptionGroup var buildInputs: BuildInputOptions

    func run() throws {
        try BaselineTestRun(scope: scope, buildInputs: buildInputs, mode: .record).run()
    }
}
