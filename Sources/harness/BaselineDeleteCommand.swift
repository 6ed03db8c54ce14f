import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessModel
import HarnessRunner

/// `harness baseline delete [FILTER…]`: removes baselines without running anything — this
/// machine configuration's by default, another's with `--configuration`, or all of them.
///
/// ```sh
/// harness baseline delete MyTests.SortTests
/// harness baseline delete --all-configurations MyTests.SortTests/testSort
/// ```
struct BaselineDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Remove baselines (this machine's configuration unless told otherwise)."
    )

    @OptionGroup var scope: BaselineScope

    @Option(
        help: ArgumentHelp(
            "Delete this configuration's baselines instead of this machine's (see 'harness baseline show').",
            valueName: "id"))
    var configuration: String?

    @Flag(help: "Delete the baselines of every configuration.")
    var allConfigurations = false

    func validate() throws {
        if configuration != nil && allConfigurations {
            throw ValidationError("--configuration and --all-configurations exclude each other")
        }
    }

    func run() throws {
        let target = configuration ?? MachineConfiguration.current().identifier
        var removed = 0
        for store in try scope.baselineFiles() {
            do {
                try store.update { file in
                    for (test, byConfiguration) in file.tests where scope.includes(test: test) {
                        for (configurationID, metrics) in byConfiguration
                        where allConfigurations || configurationID == target {
                            for metric in metrics.keys
                            where file.remove(test: test, metric: metric, configurationID: configurationID) != nil {
                                removed += 1
                            }
                        }
                    }
                }
            } catch {
                throw HarnessFailure(error.description, code: RunnerExitCode.badInput)
            }
        }
        let whose = allConfigurations ? "every configuration" : target
        print("deleted \(removed) baseline\(removed == 1 ? "" : "s") of \(whose)")
    }
}
