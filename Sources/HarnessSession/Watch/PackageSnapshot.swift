import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The files watching would see, with each one's modification time and size: taken when the
/// navigator's Watch switch is off, and compared with a new one when it is switched on, so that
/// the saves made meanwhile (no inotify event reached anyone) run as a burst of saves would.
/// Without it, a file broken while Watch was off stayed "passed" after Watch was ticked.
///
/// The folders are the ones ``FileWatcher/watchPackage(root:targets:)`` watches (Sources/,
/// Tests/, every target's folder, the local dependencies' Sources/ and Tests/, the manifests);
/// hidden folders, build folders and names ``FileWatcher/isRelevant(name:)`` refuses are left
/// out. What git ignores is left to ``SaveBurst``, as for a save seen by inotify.
///
/// ```swift
/// let before = PackageSnapshot.take(root: "/p", targets: targets)
/// // … Sources/Shapes/Area.swift saved, Tests/ShapesTests/Old.swift deleted …
/// PackageSnapshot.take(root: "/p", targets: targets).changes(since: before)
/// // ["/p/Sources/Shapes/Area.swift", "/p/Tests/ShapesTests/Old.swift"]
/// ```
package struct PackageSnapshot: Hashable, Sendable {
    /// What says a file changed: a save changes its time (nanoseconds), most also its size.
    package struct Stamp: Hashable, Sendable {
        package var modified: Int64
        package var size: Int64

        package init(modified: Int64, size: Int64) {
            self.modified = modified
            self.size = size
        }
    }

    /// Each file's stamp, by its absolute path.
    package var files: [String: Stamp]

    package init(files: [String: Stamp]) {
        self.files = files
    }

    /// The files of `root`'s package as they are now.
    package static func take(root: String, targets: PackageTargets) -> PackageSnapshot {
        var trees = ["Sources", "Tests"].map { "\(root)/\($0)" } + targets.targetFolders.map { "\(root)/\($0)" }
        var manifestFolders = [root]
        for dependency in targets.localDependencies {
            trees += ["\(dependency)/Sources", "\(dependency)/Tests"]
            manifestFolders.append(dependency)
        }
        var files: [String: Stamp] = [:]
        var seen: Set<String> = []
        for tree in trees where seen.insert(tree).inserted {
            collect(tree, into: &files)
        }
        for folder in manifestFolders {
            // A folder that cannot be read holds no file watching could see either.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where FileWatcher.isManifest(name: name) {
                if let found = stamp(of: "\(folder)/\(name)") { files["\(folder)/\(name)"] = found.stamp }
            }
        }
        return PackageSnapshot(files: files)
    }

    /// The files saved, created or deleted since `older` was taken, sorted.
    package func changes(since older: PackageSnapshot) -> [String] {
        var changed = files.filter { older.files[$0.key] != $0.value }.map(\.key)
        changed += older.files.keys.filter { files[$0] == nil }
        return changed.sorted()
    }

    /// Every relevant file below `folder` (hidden and build folders left out).
    private static func collect(_ folder: String, into files: inout [String: Stamp]) {
        // Gone or unreadable: no file in it that watching could see either.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = "\(folder)/\(name)"
            guard let found = stamp(of: path) else { continue }
            if found.isFolder {
                if !ChangeScope.isBuildFolder(name: name) { collect(path, into: &files) }
            } else if FileWatcher.isRelevant(name: name) {
                files[path] = found.stamp
            }
        }
    }

    /// The file's stamp and whether it is a folder (`stat`: links followed, as the build follows
    /// them); nil when it is gone.
    private static func stamp(of path: String) -> (stamp: Stamp, isFolder: Bool)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let stamp = Stamp(
            modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
            size: Int64(status.st_size))
        return (stamp, (status.st_mode & S_IFMT) == S_IFDIR)
    }
}
