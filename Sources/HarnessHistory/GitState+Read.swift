import Foundation
import HarnessProcess

extension GitState {
    /// The commit checked out at `directory` and whether tracked or new files differ from it;
    /// nil when `directory` is not in a git work tree or git is missing.
    ///
    /// ```swift
    /// let git = GitState.read(at: "/work/Calculator")   // GitState(commit: "2afec4d…", dirty: false)
    /// ```
    public static func read(at directory: String) -> GitState? {
        guard let commit = run(["rev-parse", "HEAD"], in: directory)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !commit.isEmpty,
            let status = run(["status", "--porcelain"], in: directory)
        else { return nil }
        return GitState(commit: commit, dirty: !status.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    private static func run(_ arguments: [String], in directory: String) -> String? {
        // A git that cannot start (missing) is the same answer as a folder outside a work tree.
        guard let git = try? ProcessOutput.run("/usr/bin/env", arguments: ["git", "-C", directory] + arguments),
            git.status == 0
        else { return nil }
        return String(decoding: git.standardOutput, as: UTF8.self)
    }
}
