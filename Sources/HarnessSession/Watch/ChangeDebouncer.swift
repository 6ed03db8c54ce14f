/// Gathers a burst of file events into one change: an editor's save is several events within a
/// few milliseconds (write, rename of a backup, attribute change), and a formatter or `git
/// checkout` touches many files at once. A burst ends once no event has come for ``quiet``
/// seconds, or at the latest ``longest`` seconds after its first event (a tool that writes
/// without pause still gets its tests run).
///
/// Pure: the watch loop feeds it events with the time they arrived and asks, when its wait
/// ends, whether the burst is over.
///
/// ```swift
/// var debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
/// debouncer.record("Sources/Shapes/Area.swift", at: now)
/// let wait = debouncer.deadline                 // now + 0.05
/// if let paths = debouncer.flush(at: wait) { rebuild(paths) }
/// ```
package struct ChangeDebouncer: Sendable {
    /// The silence that ends a burst, in seconds.
    package var quiet: Double
    /// The longest a burst is held back, from its first event, in seconds.
    package var longest: Double

    private var paths: [String] = []
    private var firstEvent: Double?
    private var lastEvent: Double?

    package init(quiet: Double, longest: Double) {
        self.quiet = quiet
        self.longest = longest
    }

    /// Whether a burst is being gathered.
    package var isPending: Bool { firstEvent != nil }

    /// Adds an event for `path` (each path is kept once, in the order first seen).
    package mutating func record(_ path: String, at time: Double) {
        if firstEvent == nil { firstEvent = time }
        lastEvent = time
        if !paths.contains(path) { paths.append(path) }
    }

    /// When the burst ends if nothing else arrives; nil when there is none.
    package var deadline: Double? {
        guard let firstEvent, let lastEvent else { return nil }
        return min(lastEvent + quiet, firstEvent + longest)
    }

    /// The burst's paths when it is over at `time` (and a fresh start), else nil.
    package mutating func flush(at time: Double) -> [String]? {
        guard let deadline, time >= deadline else { return nil }
        defer {
            paths = []
            firstEvent = nil
            lastEvent = nil
        }
        return paths
    }
}
