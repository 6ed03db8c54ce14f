import Foundation
import HarnessReports

/// Bazel's `TEST_PREMATURE_EXIT_FILE`: created when the runner starts, removed when it exits
/// cleanly, so that Bazel can tell a runner that died mid-run from one that finished (whatever
/// the tests' outcome).
///
/// ```swift
/// let marker = PrematureExitMarker(path: bazel.prematureExitFile)
/// try marker.arm()          // before the first test
/// defer { marker.disarm() } // on every clean exit, failing tests included
/// ```
package struct PrematureExitMarker: Hashable, Sendable {
    /// The file, or nil when Bazel did not ask for one (then both calls do nothing).
    package var path: String?

    package init(path: String?) {
        self.path = path
    }

    /// Creates (or truncates) the file.
    package func arm() throws(ReportFile.Failure) {
        guard let path else { return }
        try ReportFile(path: path).write(Data())
    }

    /// Removes the file; a missing file is fine (already removed, or never created).
    package func disarm() {
        guard let path else { return }
        // Missing is fine: already removed, or never made.
        try? FileManager.default.removeItem(atPath: path)
    }
}
