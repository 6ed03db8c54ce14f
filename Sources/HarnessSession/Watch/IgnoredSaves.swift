/// Saves a watching loop took no change from because git ignores them: said once per folder
/// (``SessionLoop``'s watcher decides), so that a save that runs nothing is never silent, yet
/// a folder saved to over and over (a log, generated files) is not said again and again.
///
/// ```swift
/// var said = IgnoredSaves.Said()
/// let saves = said.fresh(["/p/Sources/A/Scratch/n.txt"], root: "/p")
/// saves?.folders   // ["Sources/A/Scratch"]
/// saves?.line      // "Sources/A/Scratch/n.txt was saved in a folder git ignores: not a change, nothing runs"
/// said.fresh(["/p/Sources/A/Scratch/m.txt"], root: "/p")   // nil: that folder was said
/// ```
package struct IgnoredSaves: Sendable, Equatable {
    /// The ignored files saved, relative to the package (absolute outside it), in order.
    package var files: [String]
    /// Their folders, relative to the package ("" for its root), each once, in order.
    package var folders: [String]

    package init(files: [String], folders: [String]) {
        self.files = files
        self.folders = folders
    }

    /// The one line a text view shows (the page makes its own from the fields).
    package var line: String {
        let first = files.first ?? ""
        let more = files.count > 1 ? " and \(files.count - 1) more" : ""
        let verb = files.count > 1 ? "were" : "was"
        return "\(first)\(more) \(verb) saved in a folder git ignores: not a change, nothing runs"
    }

    /// The folders already said while watching.
    package struct Said: Sendable, Equatable {
        private var folders: Set<String> = []

        package init() {}

        /// The saves among `paths` (absolute, git-ignored) whose folder was not said yet, made
        /// relative to `root`; nil when there is none. Their folders count as said from now on.
        package mutating func fresh(_ paths: [String], root: String) -> IgnoredSaves? {
            var saves = IgnoredSaves(files: [], folders: [])
            for path in paths {
                let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
                let folder = relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? ""
                guard !folders.contains(folder) || saves.folders.contains(folder) else { continue }
                if !saves.folders.contains(folder) { saves.folders.append(folder) }
                saves.files.append(relative)
            }
            folders.formUnion(saves.folders)
            return saves.files.isEmpty ? nil : saves
        }
    }
}
