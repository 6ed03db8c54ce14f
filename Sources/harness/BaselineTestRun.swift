import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessCommandOptions
import HarnessModel
import HarnessSession

/// Runs the scope's tests through the session with the baseline mode in the workers'
/// environment, so that each measured test records or accepts its baseline as it finishes (the
/// bundle does the writing, under the store's lock, so parallel workers lose nothing).
///
/// ```swift
/// try BaselineTestRun(scope: scope, buildInputs: buildInputs, mode: .accept).run()
/// ```
struct BaselineTestRun {
    var scope: BaselineScope
    /// Bundles built, or a description read, by someone else (the plugin): passed on.
    var buildInputs: BuildInputOptions
    /// `.record` (store what is missing) or `.accept` (replace this machine's).
    var mode: BaselinePolicy.Mode

    func run() throws {
        let root = try scope.packageRoot()
        var settings = SessionSettings(packageRoot: root.path, environment: ProcessInfo.processInfo.environment)
        settings.request.filters = scope.filters.map(TestFilter.init)
        settings.configuration.jobs = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        settings.configuration.environment[BaselinePolicy.modeVariable] = mode.rawValue
        settings.build = try buildInputs.buildSettings()
        let console = TestCommand.console(
            format: .human, captured: true, toStandardError: false, environment: settings.environment)
        let done = mode == .record ? "recorded" : "accepted"
        guard case .ran(let outcome) = try TestSession(settings).run(.requested, reporter: console) else { return }
        guard outcome.exitCode == RunnerExitCode.success else {
            throw HarnessFailure(
                "the run ended with exit code \(outcome.exitCode); baselines were \(done) only for the measured tests "
                    + "that ran",
                code: outcome.exitCode)
        }
        print(
            "baselines \(done) for "
                + "\(scope.filters.isEmpty ? "every measured test" : scope.filters.joined(separator: ", ")); "
                + "see them with 'harness baseline show'"
        )
    }
}
