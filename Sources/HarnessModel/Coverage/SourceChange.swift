import Foundation

/// One file that changed since a git revision, as `git diff -U0` describes it: the lines of its
/// old version that changed (what recorded coverage knows), or that it is new or gone.
///
/// ```swift
/// let changes = SourceChange.parse(diff: text, repositoryRoot: "/repo")
/// changes[0].oldLines   // [12...13]: lines 12 and 13 of the old version changed
/// ```
package struct SourceChange: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case modified
        case added
        case deleted
    }

    /// The file's absolute path.
    package var path: String
    package var kind: Kind
    /// For a modification, the old version's changed lines; a pure insertion after line N
    /// counts as lines N and N + 1 (the code around it).
    package var oldLines: [ClosedRange<Int>]

    package init(path: String, kind: Kind, oldLines: [ClosedRange<Int>] = []) {
        self.path = path
        self.kind = kind
        self.oldLines = oldLines
    }

    /// Reads `git diff -U0 --no-renames` output; paths are relative to `repositoryRoot`.
    package static func parse(diff: String, repositoryRoot: String) -> [SourceChange] {
        var changes: [SourceChange] = []
        var current: SourceChange?
        func close() {
            if let current { changes.append(current) }
            current = nil
        }
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                close()
                // `diff --git a/X b/X`: without renames both halves name the same file.
                let path = line.components(separatedBy: " b/").last ?? ""
                current = SourceChange(path: "\(repositoryRoot)/\(path)", kind: .modified)
            } else if line.hasPrefix("new file mode") {
                current?.kind = .added
            } else if line.hasPrefix("deleted file mode") {
                current?.kind = .deleted
            } else if line.hasPrefix("@@ "), let range = oldRange(ofHunkHeader: String(line)) {
                current?.oldLines.append(range)
            }
        }
        close()
        return changes
    }

    /// `@@ -12,2 +12,3 @@` → 12...13; `@@ -7,0 +8,2 @@` (inserted after line 7) → 7...8.
    static func oldRange(ofHunkHeader header: String) -> ClosedRange<Int>? {
        let fields = header.split(separator: " ")
        guard fields.count >= 2, fields[1].hasPrefix("-") else { return nil }
        let parts = fields[1].dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        if count == 0 { return max(start, 1)...(start + 1) }
        return start...(start + count - 1)
    }
}
