import Foundation
import HarnessWire
import Synchronization

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

#if canImport(Glibc)
    import Glibc
#endif

/// A ``SessionLoop`` on plain values, as `DispatchScenario` is the dispatcher's: the session's
/// builder, lister, engine and history are ``SessionScenario``'s stand-ins, and the loop's world
/// is scripted (its watcher saves files when told, signals and timers are recorded, a timer
/// fires when told). The loop is driven on the test's thread: an input at a time, with the
/// time it arrived; the view's record is what the loop told it, one line an event.
///
/// ```swift
/// let run = LoopScenario()
/// run.startWatching()
/// run.save("Sources/Core/A.swift", at: 1)
/// run.wake(at: 1.05)
/// #expect(run.shown.contains("cycle: changed: Sources/Core/A.swift"))
/// ```
final class LoopScenario {
    let parts: SessionScenario
    let world: ScriptedWorld
    let view = RecordingView()
    let loop: SessionLoop

    init(configure: (SessionScenario) -> Void = { _ in }) throws {
        let parts = SessionScenario()
        configure(parts)
        let scripted = ScriptedWorld()
        var world = LoopWorld.system
        world.now = { 0 }
        world.makeWatcher = { (onChange) throws(FileWatcher.Problem) -> any PackageWatching in
            try scripted.watcher(onChange: onChange)
        }
        world.relaySignals = { _ in
            scripted.record("signals relayed")
            return { scripted.record("signals no longer relayed") }
        }
        world.signalGroup = { group, signal in scripted.record("kill -\(signal) -\(group)") }
        world.after = { seconds, action in scripted.schedule(after: seconds, action) }
        world.debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
        world.snapshot = { _, _ in scripted.snapshot }
        let session = try parts.session()
        self.parts = parts
        self.world = scripted
        loop = SessionLoop(session: session, world: world)
        loop.view = view
    }

    var control: LoopControl { loop.control }

    /// What the view was told, one line an event, in order.
    var shown: [String] { view.lines }

    /// The world's record: signals sent, timers fired, routes put back.
    var done: [String] { world.lines }

    /// The tests the engine's stand-in ran in its last run, as `Class/method`.
    var ran: [String] { parts.ran }

    // MARK: - Driving the loop

    /// Starts watching the package, as `run(first:watching: true)` does first.
    @discardableResult
    func startWatching() -> Bool {
        loop.startWatching()
    }

    /// The watcher reports a save of `path` (relative to the package) at `time`, and the loop
    /// takes it (with anything else posted since).
    func save(_ path: String, created: Bool = false, at time: Double) {
        world.reportChange("/package/\(path)", created: created)
        takePosted(at: time)
    }

    /// The loop takes everything posted to its inbox so far (saves, requests, quit), at `time`.
    func takePosted(at time: Double) {
        while let input = control.inbox.next(deadline: 0) { loop.take(input, at: time) }
    }

    /// The loop's wait ends at `time` with nothing new.
    func wake(at time: Double) {
        loop.wake(at: time)
    }

    /// A cycle for `request`, as if it were the first or taken from the inbox.
    func cycle(_ request: LoopRequest) {
        loop.cycle(request)
    }
}

/// The scripted outside world of a ``LoopScenario``: what the loop did to it, as lines.
final class ScriptedWorld: Sendable {
    private struct State {
        var lines: [String] = []
        var timers: [(seconds: Double, action: @Sendable () -> Void)] = []
        var onChange: (@Sendable (String, Bool) -> Void)?
        var folders: [String] = []
        var watchFailure: String?
        var files: [String: Int64] = [:]
    }

    private let state = Mutex(State())

    var lines: [String] { state.withLock { $0.lines } }

    func record(_ line: String) {
        state.withLock { $0.lines.append(line) }
    }

    /// inotify cannot be used: the next watcher fails with this line.
    func failWatching(_ line: String) {
        state.withLock { $0.watchFailure = line }
    }

    func watcher(onChange: @escaping @Sendable (String, Bool) -> Void) throws(FileWatcher.Problem)
        -> any PackageWatching
    {
        let failure = state.withLock { state in
            state.onChange = onChange
            return state.watchFailure
        }
        if let failure { throw FileWatcher.Problem(description: failure) }
        return ScriptedWatcher(world: self)
    }

    /// The package's files (relative paths) and their modification times, as a snapshot of
    /// the package taken now would find them.
    var files: [String: Int64] {
        get { state.withLock { $0.files } }
        set { state.withLock { $0.files = newValue } }
    }

    var snapshot: PackageSnapshot {
        PackageSnapshot(
            files: Dictionary(
                uniqueKeysWithValues: files.map {
                    ("/package/\($0.key)", PackageSnapshot.Stamp(modified: $0.value, size: 1))
                }
            ))
    }

    func reportChange(_ path: String, created: Bool) {
        state.withLock { $0.onChange }?(path, created)
    }

    func schedule(after seconds: Double, _ action: @escaping @Sendable () -> Void) {
        state.withLock {
            $0.lines.append("timer \(seconds)s")
            $0.timers.append((seconds, action))
        }
    }

    /// Runs the timers scheduled so far, as if their time had come.
    func fireTimers() {
        let due = state.withLock { state in
            defer { state.timers = [] }
            return state.timers
        }
        for timer in due { timer.action() }
    }
}

/// A file watcher that watches nothing: it records what the loop asked of it.
final class ScriptedWatcher: PackageWatching, Sendable {
    private let world: ScriptedWorld
    private let folders = Mutex(0)

    init(world: ScriptedWorld) {
        self.world = world
    }

    func watchPackage(root: String, targets: PackageTargets) {
        let count = folders.withLock { count in
            count = 2 + targets.targetFolders.count
            return count
        }
        world.record("watch \(root): \(count) folders")
    }

    func start() { world.record("watcher started") }
    func stop() { world.record("watcher stopped") }
    var folderCount: Int { folders.withLock { $0 } }
}

/// A view that writes down what it is told, one line an event (notices from any thread too).
final class RecordingView: LoopView, Sendable {
    private let recorded = Mutex<[String]>([])

    var lines: [String] { recorded.withLock { $0 } }

    var noticeOutlet: @Sendable (String) -> Void {
        { [self] text in recorded.withLock { $0.append("notice: \(text)") } }
    }

    func show(_ event: LoopEvent) {
        guard let line = Self.line(for: event) else { return }
        recorded.withLock { $0.append(line) }
    }

    private static func line(for event: LoopEvent) -> String? {
        switch event {
        case .watching(let folders, _): return "watching \(folders) folders"
        case .watchingStopped: return "watching stopped"
        case .watchFailed(let line): return "watch failed: \(line)"
        case .ignoredSaves(let saves): return "ignored: " + saves.files.joined(separator: ", ")
        case .cycleStarted(let request): return "cycle: \(request.label)"
        case .phase(.building): return "building"
        case .phase(.listing): return "listing"
        case .phase(.selected(let why)): return "selected: \(why)"
        case .phase(.running): return "running"
        case .run(.testFinished(let result)): return "\(result.id.className)/\(result.id.method) \(result.status)"
        case .run: return nil
        case .listed(let inventory): return "listed \(inventory.bundles.flatMap(\.classes).count) classes"
        case .cycleEnded(let end): return "ended: \(Self.words(for: end))"
        }
    }

    private static func words(for end: CycleEnd) -> String {
        switch end {
        case .ran(let outcome):
            return "ran \(outcome.results.count)" + (outcome.summary.interrupted ? ", interrupted" : "")
        case .listed: return "listed"
        case .nothingToRun(let line): return "nothing to run: \(line)"
        case .buildFailed(let lines): return "build failed: " + lines.joined(separator: " | ")
        case .failed(let line): return "failed: \(line)"
        case .stopped: return "stopped"
        }
    }
}
