import Foundation

/// Which source files a coverage report keeps: by default the package's own code, without its
/// test targets and dependencies; `--coverage-include` and `--coverage-exclude` patterns change
/// that.
///
/// A pattern is a shell glob (`*` and `?` also match `/`) matched against the path relative to
/// the package root and against the absolute path; a pattern that names a folder matches every
/// file under it (`Sources/NoteKit`).
///
/// ```swift
/// let filter = CoverageFileFilter(packageRoot: "/p", excludes: ["*/Generated/*"])
/// filter.keeps("/p/Sources/Lib/Math.swift")   // true
/// filter.keeps("/p/Tests/LibTests/MathTests.swift")   // false: a test target
/// ```
package struct CoverageFileFilter: Sendable, Equatable {
    /// The folders (relative to the root) that hold no code under test: SwiftPM's test targets
    /// (by convention under `Tests/`) and its scratch folder, where dependencies are checked out.
    package static let defaultExcludedFolders = ["Tests", ".build"]

    package var packageRoot: String
    /// When not empty, only files matching one of these are kept (inside the package or not).
    package var includes: [String]
    /// Files matching one of these are left out, whatever else matches.
    package var excludes: [String]

    package init(packageRoot: String, includes: [String] = [], excludes: [String] = []) {
        self.packageRoot = packageRoot.hasSuffix("/") ? String(packageRoot.dropLast()) : packageRoot
        self.includes = includes
        self.excludes = excludes
    }

    /// Whether the report keeps the file at the absolute `path`.
    package func keeps(_ path: String) -> Bool {
        let relative = relativePath(of: path)
        if excludes.contains(where: { Self.matches($0, path: path, relative: relative) }) { return false }
        if !includes.isEmpty {
            return includes.contains { Self.matches($0, path: path, relative: relative) }
        }
        guard let relative else { return false }
        return !Self.defaultExcludedFolders.contains { relative.hasPrefix("\($0)/") }
    }

    /// `path` relative to the package root; nil outside it.
    package func relativePath(of path: String) -> String? {
        guard path.hasPrefix(packageRoot + "/") else { return nil }
        return String(path.dropFirst(packageRoot.count + 1))
    }

    static func matches(_ pattern: String, path: String, relative: String?) -> Bool {
        let folder = pattern.hasSuffix("/") ? "\(pattern)*" : "\(pattern)/*"
        for candidate in [relative, path].compactMap({ $0 }) {
            if fnmatch(pattern, candidate, 0) == 0 || fnmatch(folder, candidate, 0) == 0 { return true }
        }
        return false
    }
}
