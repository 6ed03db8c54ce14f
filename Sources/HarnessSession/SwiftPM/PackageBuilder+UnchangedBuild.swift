import Foundation

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

    /// The package's description without running SwiftPM: the supplied one, else the cached
    /// one while its key holds; nil otherwise (the unchanged-build check then builds).
    func currentDescription() -> Data? {
        if let suppliedDescription { return suppliedDescription }
        return PackageDescriptionCache(packagePath: packagePath, swift: swift, environment: environment)
            .cachedIfCurrent()
    }
}
