import ArgumentParser
import Foundation
import HarnessModel
import HarnessSession

/// `harness test --watch`: the same session settings as `harness test`, run by ``WatchSession``
/// once per burst of saves until `q` or Ctrl-C (Documentation/Watch.md).
extension TestCommand {
    /// Refuses what `--watch` cannot take, while the command line is parsed (bad input, 2): it
    /// runs again on every save, so one shard, a plan alone or a stream on standard output
    /// make no sense.
    func validateWatch() throws {
        guard watching.watch else { return }
        if scheduling.dryRun || options.partition != nil || reports.jsonPath == "-" {
            throw ValidationError(
                "--watch runs again on every save, so it takes no --partition, --dry-run or --json -: drop them, "
                    + "or drop --watch")
        }
    }

    func runWatch(_ session: SessionSettings) throws {
        let environment = session.environment
        var settings = WatchSettings(
            session: session, isTerminal: isatty(0) == 1 && isatty(1) == 1 && environment["TERM"] != "dumb")
        settings.session.write = settings.write
        if let changed = changedOptions.selection { settings.firstSelection = changed }
        let code = try WatchSession(settings: settings).run()
        if code != 0 { throw ExitCode(code) }
    }
}
