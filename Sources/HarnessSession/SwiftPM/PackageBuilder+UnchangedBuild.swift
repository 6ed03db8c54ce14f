import Foundation
import HarnessModel

/// The build skipped when nothing it could rebuild changed (``UnchangedBuildCheck``), and why
/// it ran otherwise, said only with `--verbose-build`.
extension PackageBuilder {
    /// Whether the last build recorded for `check`'s scratch folder still stands for `survey`,
    /// products included; says why not (or that it does) in verbose mode.
    func isUnchanged(check: UnchangedBuildCheck, survey: UnchangedBuildCheck.Survey, title: String) -> Bool {
        switch (survey, skipsUnchangedBuild) {
        case (.fingerprint(let snapshot), true):
            var current = snapshot.fingerprint
            current.products = check.products()
            let reason = BuildFingerprint.reasonToBuild(
                recorded: check.recorded(), current: current, contentHash: BuildFingerprint.contentHash(ofFileAt:))
            guard let reason else {
                if progress.verbose {
                    progress.write(
                        "    Skipped \(BuildProgress.phrase(title)): nothing changed since the last build\n")
                }
                return true
            }
            if progress.verbose { progress.write("    \(title): \(reason) since the last build\n") }
        case (.unverifiable(let reason), _):
            if progress.verbose { progress.write("    \(title): cannot tell whether anything changed: \(reason)\n") }
        case (.fingerprint, false):
            if progress.verbose { progress.write("    \(title): --always-build\n") }
        }
        return false
    }

    /// Removes SwiftPM's kept build plan when files came into or left a local dependency
    /// (`moved`), so that the build plans again and compiles them, and says so once.
    func planAgainIfNeeded(moved: [String]) throws(Failure) {
        guard let first = moved.first else { return }
        let plan = "\(scratchPath)/debug.yaml"
        if FileManager.default.fileExists(atPath: plan) {
            do {
                try FileManager.default.removeItem(atPath: plan)
            } catch {
                throw Failure(
                    description: "cannot remove SwiftPM's build plan '\(plan)' (\(error.localizedDescription)); "
                        + "remove it, or run 'swift package clean', and build again",
                    isBuildFailure: false)
            }
        }
        let others = moved.count > 1 ? " and \(moved.count - 1) more" : ""
        progress.say(
            RunnerNotice(
                .localDependencyFilesMoved,
                "'\(first)'\(others) came or went in a local dependency since the last build, which SwiftPM's "
                    + "kept plan would not see: it plans the build again"))
    }

    /// The package's description without running SwiftPM: the supplied one, else the cached
    /// one while its key holds; nil otherwise (the unchanged-build check then builds).
    func currentDescription() -> Data? {
        if let suppliedDescription { return suppliedDescription }
        return PackageDescriptionCache(packagePath: packagePath, swift: swift, environment: environment)
            .cachedIfCurrent()
    }
}
