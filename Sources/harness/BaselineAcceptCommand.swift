import ArgumentParser
import HarnessCommandOptions

/// `harness baseline accept [FILTER…]`: runs the measured tests and makes their new averages
/// this machine configuration's baselines (Xcode's "Set Baseline"), keeping the allowances.
///
/// ```sh
/// harness baseline accept MyTests.SortTests/testSort
/// ```
struct BaselineAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Run measured tests and replace this machine's baselines with their averages."
    )

    @OptionGroup var scope: BaselineScope
    @OptionGroup var buildInputs: BuildInputOptions

    func run() throws {
        try BaselineTestRun(scope: scope, buildInputs: buildInputs, mode: .accept).run()
    }
}
