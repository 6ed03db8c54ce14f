import Foundation
import HarnessBaselines
import HarnessModel
import HarnessRunner

/// Runs `harness test` on the scope's tests with `HARNESS_BASELINE` set, so that each measured
/// test records or accepts its baseline as it finishes (the bundle does the writing, under the
/// store's lock, so parallel workers lose nothing).
///
/// ```swift
/// try BaselineTestRun(scope: scope, buildInputs: buildInputs, mode: "accept").run()
/// ```
struct BaselineTestRun {
    var scope: BaselineScope
    /// Bundles built, or a description read, by someone else (the plugin): passed on.
    var buildInputs: BuildInputOptions
    /// `record` (store what is missing) or `accept` (replace this machine's).
    var mode: String

    func run() throws(CommandFailure) {
        let root = try scope.packageRoot()
        let process = Process()
        // This very executable: the `harness test` of the same build.
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["test", "--package-path", root.path] + buildInputs.arguments + scope.filters
        var environment = ProcessInfo.processInfo.environment
        environment[BaselinePolicy.modeVariable] = mode
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw CommandFailure(
                "cannot start 'harness test' (\(error.localizedDescription))", code: RunnerExitCode.internalError)
        }
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == RunnerExitCode.success else {
            // `harness test` already said why; keep its exit code (tests failed, build failed, …).
            throw CommandFailure(
                "'harness test' ended with exit code \(status); baselines were "
                    + "\(mode == "record" ? "recorded" : "accepted") only for the measured tests that ran",
                code: status)
        }
        print(
            "baselines \(mode == "record" ? "recorded" : "accepted") for "
                + "\(scope.filters.isEmpty ? "every measured test" : scope.filters.joined(separator: ", ")); "
                + "see them with 'harness baseline show'"
        )
    }
}
