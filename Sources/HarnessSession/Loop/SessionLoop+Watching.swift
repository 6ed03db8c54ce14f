import Foundation
import HarnessModel

/// The loop's file watcher: what `harness test --watch` and the navigator's switch watch
/// (``FileWatcher/watchPackage(root:targets:)``), and the manifest read again when it is saved.
extension SessionLoop {
    /// Reads the package's targets and watches their folders; false (the view told why) when
    /// the package cannot be read or inotify cannot be used.
    func startWatching() -> Bool {
        let control = control
        do {
            targets = try session.targets()
            let watcher = try world.makeWatcher { path, created in control.fileChanged(path, created: created) }
            watcher.watchPackage(root: root, targets: targets)
            watcher.start()
            self.watcher = watcher
            view?.show(.watching(folders: watcher.folderCount, targets: targets))
            return true
        } catch {
            view?.show(.watchFailed("\(error)"))
            return false
        }
    }

    func stopWatching() {
        watcher?.stop()
        watcher = nil
        burst.reset()
        ignoredSaid = IgnoredSaves.Said()
        unwatched = snapshot()
        view?.show(.watchingStopped)
    }

    /// The package's files as watching would see them now (its targets as last read, or read
    /// now when they have not been yet).
    func snapshot() -> PackageSnapshot {
        // Unreadable targets: Sources/, Tests/ and the manifests are still compared, and the
        // next cycle's build says the manifest's error.
        if targets.targets.isEmpty, let read = try? session.targets() { targets = read }
        return world.snapshot(root, targets)
    }

    /// Watching is on again: what was saved, created or deleted while it was off joins the
    /// burst, which runs the tests it affects once quiet, as if each save had been seen.
    func recordUnwatchedSaves(at now: Double) {
        guard let before = unwatched else { return }
        unwatched = nil
        for path in snapshot().changes(since: before) {
            burst.record(path, created: false, at: now)
        }
    }

    /// A manifest among `saved`: the package's description is read again and the new targets'
    /// folders watched. Returns the one line to show when the manifest cannot be read.
    func refreshPackage(after saved: [String]) -> String? {
        guard saved.contains(where: { FileWatcher.isManifest(name: URL(fileURLWithPath: $0).lastPathComponent) })
        else { return nil }
        session.packageChanged()
        do {
            targets = try session.targets()
        } catch {
            return error.message
        }
        if let watcher {
            watcher.watchPackage(root: root, targets: targets)
            view?.show(.watching(folders: watcher.folderCount, targets: targets))
        }
        return nil
    }
}
