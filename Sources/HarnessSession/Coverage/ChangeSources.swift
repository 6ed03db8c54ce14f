import Foundation
import HarnessModel
import HarnessProcess
import HarnessRunner

/// Where `--changed` learns what changed: git (the diff against a revision, and the files git
/// does not track yet) and SwiftPM (the package's targets).
///
/// ```swift
/// let changes = try ChangeSources.changes(in: root, since: "HEAD~1", scope: ChangeScope(root: root))
/// ```
package enum ChangeSources {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Whether `text` names a commit in the repository at `root` (`main`, `HEAD~1`, a hash).
    package static func isRevision(_ text: String, in root: String) -> Bool {
        // Failure ignored: a git that cannot run names no revision, and the caller's line says so.
        let result = try? ProcessOutput.run(
            "/usr/bin/env", arguments: ["git", "-C", root, "rev-parse", "--verify", "--quiet", "\(text)^{commit}"])
        return result?.status == 0
    }

    /// Every file of the package at `root` changed since `revision` (the working tree against
    /// it, staged or not), plus untracked files (as new) that git does not ignore; nothing in a
    /// build folder (``ChangeScope``), whether git ignores it or not.
    package static func changes(in root: String, since revision: String, scope: ChangeScope? = nil) throws(Failure)
        -> [SourceChange]
    {
        let pathspecs = (scope ?? ChangeScope(root: root)).gitPathspecs
        let top = try git(["rev-parse", "--show-toplevel"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        let diff = try git(
            ["diff", "-U0", "--no-color", "--no-ext-diff", "--no-renames", revision, "--"] + pathspecs, in: root)
        var changes = SourceChange.parse(diff: diff, repositoryRoot: top)
        let untracked = try git(
            ["ls-files", "--others", "--exclude-standard", "--full-name", "--"] + pathspecs, in: root)
        for path in untracked.split(separator: "\n") where !path.isEmpty {
            changes.append(SourceChange(path: "\(top)/\(path)", kind: .added))
        }
        return changes
    }

    private static func git(_ arguments: [String], in root: String) throws(Failure) -> String {
        let output: ProcessOutput
        do {
            output = try ProcessOutput.run("/usr/bin/env", arguments: ["git", "-C", root] + arguments)
        } catch {
            throw Failure(description: "cannot run git: \(error)")
        }
        guard output.status == 0 else {
            let reason = output.standardError.split(separator: "\n").first.map(String.init) ?? "exit \(output.status)"
            throw Failure(description: "git \(arguments.first ?? "") failed in \(root): \(reason)")
        }
        return String(decoding: output.standardOutput, as: UTF8.self)
    }
}
