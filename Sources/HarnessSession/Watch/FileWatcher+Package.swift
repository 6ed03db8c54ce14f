import Foundation

extension FileWatcher {
    /// Watches what `harness test --watch` and `harness ui` watch in a package: Sources/,
    /// Tests/, every target's folder, the manifest, and the local dependencies' Sources/,
    /// Tests/ and manifests. Called again after a manifest change, for new targets' folders.
    package func watchPackage(root: String, targets: PackageTargets) {
        var trees = ["Sources", "Tests"].map { "\(root)/\($0)" } + targets.targetFolders.map { "\(root)/\($0)" }
        for dependency in targets.localDependencies {
            trees += ["\(dependency)/Sources", "\(dependency)/Tests"]
            watchManifests(in: dependency)
        }
        var seen: Set<String> = []
        for tree in trees where seen.insert(tree).inserted {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: tree, isDirectory: &isFolder), isFolder.boolValue {
                watchTree(tree)
            }
        }
        watchManifests(in: root)
    }
}
