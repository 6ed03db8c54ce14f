import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessRunner
import HarnessSession

/// `harness test --watch`: the command's options become one ``WatchSettings``, and
/// ``WatchSession`` takes over until `q` or Ctrl-C (Documentation/Watch.md).
extension TestCommand {
    /// Refuses what `--watch` does not take, while the command line is parsed (bad input, 2).
    func validateWatch() throws {
        guard watching.watch else { return }
        if reports.junitPath != nil || reports.jsonPath != nil || reports.htmlPath != nil || scheduling.dryRun
            || options.partition != nil || options.testPlan != nil || coverageOptions.coverage
            || changedOptions.isRequested
        {
            throw ValidationError(
                "--watch writes no reports and takes no --partition, --test-plan, --dry-run, --coverage or --changed: "
                    + "drop them, or drop --watch")
        }
    }

    func runWatch() throws {
        let root = try package.packageRoot()
        let seed = options.randomSeed()
        let filters = options.testFilters
        var request = RunRequest()
        request.filters = filters.map(TestFilter.init)
        request.skips = options.skip.map(TestFilter.init)
        request.runAlone = options.runAlone.map(TestFilter.init)
        request.randomSeed = seed
        var configuration = options.configuration(seed: seed)
        configuration.toolchainConsole = package.xctest == .toolchain
        request.splitClassesAcross = scheduling.noSplitClasses ? 1 : configuration.jobs

        let store = history.store(root: root)
        let progress = BuildProgress(isTerminal: false) { FileHandle.standardError.write(Data($0.utf8)) }
        var builder = PackageBuilder(packagePath: root, harnessRoot: HarnessLocation.root(), progress: progress)
        builder.skipsUnchangedBuild = !package.alwaysBuild
        let environment = ProcessInfo.processInfo.environment
        let settings = WatchSettings(
            root: root, builder: builder, toolchain: package.xctest == .toolchain, request: request,
            configuration: configuration,
            isTerminal: isatty(0) == 1 && isatty(1) == 1 && environment["TERM"] != "dumb", history: store)
        let code = WatchSession(settings: settings).run()
        if code != 0 { throw ExitCode(code) }
    }
}
