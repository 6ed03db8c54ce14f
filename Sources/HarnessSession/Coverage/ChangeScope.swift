import Foundation
import HarnessProcess
import HarnessRunner

/// What `--changed` and watch mode count as a change in a package: anything but what a build
/// writes and what git ignores.
///
/// A build folder is never a change, whether or not a `.gitignore` names it: `.build` (SwiftPM's
/// and Harness's scratch folders under it), `.build-*` and `.build_*` (other scratch folders
/// by the convention this repository's `.gitignore` follows) anywhere in the package, and the
/// scratch folder of bundles built elsewhere (`--built-products`, such as the plugin's build
/// under `swift package --scratch-path`). Git decides what it ignores (`.gitignore` files,
/// `.git/info/exclude`, the user's global excludes): this type never reads a pattern itself.
///
/// ```swift
/// let scope = ChangeScope(root: "/p", scratchFolders: ["/p/out"])
/// scope.gitPathspecs          // [".", ":(exclude,glob)**/.build/**", …, ":(exclude,literal)out"]
/// scope.isBuildOutput("/p/.build/debug/App")   // true
/// scope.changes(among: ["/p/Sources/A/a.swift", "/p/Sources/A/gen.swift"])   // gen.swift git-ignored: dropped
/// ```
package struct ChangeScope: Sendable, Equatable {
    /// The package's root, absolute.
    package var root: String
    /// Scratch folders of builds made somewhere other than a build folder, absolute.
    package var scratchFolders: [String]

    /// - Parameter scratchFolders: those inside `root` are kept (git and watch mode look at
    ///   nothing outside it; the root itself is never a scratch folder).
    package init(root: String, scratchFolders: [String] = []) {
        let root = Self.trimmed(root)
        self.root = root
        self.scratchFolders = scratchFolders.map(Self.trimmed).filter { $0.hasPrefix(root + "/") }
    }

    /// Whether a folder of this name is a build folder.
    package static func isBuildFolder(name: some StringProtocol) -> Bool {
        name == ".build" || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// The scratch folder of a products folder SwiftPM built (`<scratch>/<triple>/debug`, or
    /// `<scratch>/debug`, a link to it).
    package static func scratchFolder(ofProducts products: String) -> String {
        var url = URL(fileURLWithPath: products).standardizedFileURL
        if ["debug", "release"].contains(url.lastPathComponent) { url.deleteLastPathComponent() }
        // A target triple: `x86_64-unknown-linux-gnu`, `aarch64-apple-macosx`.
        if url.lastPathComponent.split(separator: "-").count >= 3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// The pathspecs that give git the package's folder less every build folder (git skips
    /// them without reading what they hold), relative to ``root``.
    package var gitPathspecs: [String] {
        var specs = ["."]
        for pattern in [".build", ".build-*", ".build_*"] { specs.append(":(exclude,glob)**/\(pattern)/**") }
        for folder in scratchFolders {
            guard let relative = relativePath(of: folder), !relative.isEmpty else { continue }
            specs.append(":(exclude,literal)\(relative)")
        }
        return specs
    }

    /// Whether `path` (absolute) is in a build folder of the package or a scratch folder.
    package func isBuildOutput(_ path: String) -> Bool {
        let path = Self.trimmed(path)
        if scratchFolders.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return true }
        guard let relative = relativePath(of: path) else { return false }
        return relative.split(separator: "/").contains { Self.isBuildFolder(name: $0) }
    }

    /// `paths` (absolute) less build output and the files git ignores (one `git check-ignore`
    /// for those inside the root; outside a repository, or without git, nothing is ignored).
    /// A path outside the root (a local dependency's) is kept. Order is kept.
    package func changes(among paths: [String]) -> [String] {
        sorted(paths).changes
    }

    /// `paths` (absolute) sorted as ``changes(among:)`` does, with what git ignores kept
    /// apart (build output is in neither: it is never a change, nor worth a word). Order is kept.
    package func sorted(_ paths: [String]) -> (changes: [String], ignored: [String]) {
        let candidates = paths.filter { !isBuildOutput($0) }
        let inside = candidates.filter { relativePath(of: $0)?.isEmpty == false }
        guard !inside.isEmpty else { return (candidates, []) }
        let ignored = Self.ignoredByGit(inside, in: root)
        return (candidates.filter { !ignored.contains($0) }, candidates.filter { ignored.contains($0) })
    }

    /// The paths among `paths` that git ignores in the repository holding `root`. A tracked file
    /// is never ignored (git says so too).
    static func ignoredByGit(_ paths: [String], in root: String) -> Set<String> {
        // NUL-separated both ways: git quotes unusual names otherwise.
        let input = Data(paths.map { $0 + "\0" }.joined().utf8)
        // Failure ignored: with no git to ask, nothing is ignored, and --changed only widens.
        guard
            let output = try? ProcessOutput.run(
                "/usr/bin/env", arguments: ["git", "-C", root, "check-ignore", "-z", "--stdin"], input: input),
            output.status == 0
        else { return [] }
        // Exit 1: none ignored; 128: not a repository (nothing to ignore by).
        return Set(output.standardOutput.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// `path` relative to ``root``: "" for the root itself, nil outside it.
    func relativePath(of path: String) -> String? {
        if path == root { return "" }
        guard path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root.count + 1))
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
