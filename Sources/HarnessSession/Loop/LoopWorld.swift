import Foundation
import HarnessProcess
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// What a ``SessionLoop`` touches outside itself: the clock, the file watcher (and the files it
/// would see, when it is off), the signals that quit it, and the build's process group. ``system`` is the real one; the loop's scenario
/// tests replace each part with one that records what it was asked.
///
/// ```swift
/// var world = LoopWorld.system
/// world.signalGroup = { group, signal in sent.append((group, signal)) }
/// ```
package struct LoopWorld: Sendable {
    /// Monotonic seconds.
    package var now: @Sendable () -> Double
    /// A watcher calling back with each changed file's path (and whether the event created it).
    package var makeWatcher:
        @Sendable (_ onChange: @escaping @Sendable (String, Bool) -> Void) throws(FileWatcher.Problem) ->
            any PackageWatching
    /// Relays SIGINT, SIGTERM and SIGHUP to `onSignal` and returns what stops relaying them (a
    /// run's engine relays them to itself while it runs, over the loop's relay).
    package var relaySignals: @Sendable (_ onSignal: @escaping @Sendable (Int32) -> Void) -> @Sendable () -> Void
    /// Sends a signal to a process group.
    package var signalGroup: @Sendable (_ group: Int32, _ signal: Int32) -> Void
    /// Calls `action` once `seconds` have passed, on another thread.
    package var after: @Sendable (_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> Void
    /// The package's files as a watcher would see them (compared when watching is switched on
    /// again: the saves made while it was off).
    package var snapshot: @Sendable (_ root: String, _ targets: PackageTargets) -> PackageSnapshot = {
        PackageSnapshot.take(root: $0, targets: $1)
    }
    /// How long an interrupted build may take to stop before its group is killed.
    package var buildKillGrace = 3.0
    /// How bursts of saves are gathered.
    package var debouncer = WatchSettings.defaultDebouncer

    /// inotify, the real signals (HarnessProcess's `SignalRelay`), `kill(2)` and a dispatch
    /// queue's timer.
    package static let system = LoopWorld(
        now: { MonotonicClock.now() },
        makeWatcher: { (onChange) throws(FileWatcher.Problem) -> any PackageWatching in
            try FileWatcher(onChange: onChange)
        },
        relaySignals: { onSignal in
            let relay = SignalRelay([SIGINT, SIGTERM, SIGHUP], handler: onSignal)
            return { relay.stop() }
        },
        signalGroup: { group, signal in _ = kill(-group, signal) },
        after: { seconds, action in DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: action) })
}

/// What a ``SessionLoop`` needs of a file watcher (``FileWatcher``, or a scenario's stand-in).
package protocol PackageWatching: AnyObject {
    /// Watches the package's folders (again after a manifest change: new targets' folders).
    func watchPackage(root: String, targets: PackageTargets)
    func start()
    func stop()
    var folderCount: Int { get }
}

extension FileWatcher: PackageWatching {}
