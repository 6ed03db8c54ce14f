import Foundation
import HarnessModel
import HarnessSession

/// Watch mode from the page: the same file watcher, debouncing and selection as
/// `harness test --watch` (``WatchSelection``: the tests that failed last, then the tests of the
/// targets a change reaches), each burst of saves one run of the session.
extension UIController {
    /// Starts or stops watching the package's sources.
    func setWatching(on: Bool) {
        if on, watcher == nil {
            do {
                targets = try session.targets()
                let watcher = try FileWatcher { [inbox] path, created in
                    inbox.post(.fileChanged(path, created: created))
                }
                watchFolders(of: watcher)
                watcher.start()
                self.watcher = watcher
            } catch {
                send(UIMessage.problem("watch mode cannot start: \(error)").line)
                setWatchingState(false)
                return
            }
        } else if !on {
            watcher?.stop()
            watcher = nil
            burst.reset()
        }
        setWatchingState(on)
    }

    /// One burst of saves: a manifest among them reads the package's description again; then the
    /// session runs what the change reaches. A click's run already queued goes first (it builds
    /// the change too), and this burst is not run again.
    func watchCycle(_ changes: [String]) {
        guard claim() else { return }
        if changes.contains(where: { FileWatcher.isManifest(name: URL(fileURLWithPath: $0).lastPathComponent) }) {
            session.packageChanged()
            if let refreshed = try? session.targets(), let watcher {
                targets = refreshed
                watchFolders(of: watcher)
            }
        }
        session.settings.configuration = baseConfiguration
        runSession(.watch(.changes(changes)))
    }

    /// What `harness test --watch` watches.
    private func watchFolders(of watcher: FileWatcher) {
        watcher.watchPackage(root: session.settings.packageRoot, targets: targets)
    }
}
