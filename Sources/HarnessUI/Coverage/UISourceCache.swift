import Foundation
import Synchronization

/// The source view's answers, kept encoded per file for as long as nothing they were made from
/// changed: the file itself, the covered run's lcov report and the run history (the runs it
/// holds). A new coverage run rewrites the report and writes the history, so its
/// first answer is made again; every other open of the same file is a few `stat` calls and the
/// bytes already encoded. Making one answer (the file's gutter from the report, 10,000 tests'
/// lines from the history, the JSON) costs far more than the page's whole drawing of it.
///
/// ```swift
/// let cache = UISourceCache()
/// let stamp = UISourceCache.Stamp(paths: [real, lcovPath], history: try database.runsMark())
/// let body = try cache.answer(for: real, stamp: stamp) { try encode(UISourceView.make(…)) }
/// ```
package final class UISourceCache: Sendable {
    /// What one file system object was when an answer was made: a rewrite changes its
    /// modification time, its size or (written atomically, by a rename) its inode.
    package struct Seen: Sendable, Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// The objects an answer was made from, in order (nil for one that did not exist), and the
    /// run history's mark (``HistoryDatabase/runsMark()``: its files' own times move when a
    /// reader opens it, so the history is asked what it holds).
    package struct Stamp: Sendable, Equatable {
        var seen: [Seen?]
        var history: [Int64]

        package init(paths: [String], history: [Int64]) {
            self.history = history
            seen = paths.map { path in
                var facts = stat()
                guard stat(path, &facts) == 0 else { return nil }
                return Seen(
                    inode: UInt64(facts.st_ino), size: Int64(facts.st_size), seconds: Int(facts.st_mtim.tv_sec),
                    nanoseconds: Int(facts.st_mtim.tv_nsec))
            }
        }
    }

    private struct Entry {
        var stamp: Stamp
        var body: Data
        var used: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var uses = 0
        var made = 0
    }

    /// How many files' answers are kept: the few a developer moves between.
    package let capacity: Int
    private let state = Mutex(State())

    package init(capacity: Int = 16) {
        self.capacity = capacity
    }

    /// The files whose answers are kept, the most recently used first: the ones to make again
    /// ahead of the page once a covered run ends (``UICoverageViews/refreshKept()``).
    package var keys: [String] {
        state.withLock { state in state.entries.sorted { $0.value.used > $1.value.used }.map(\.key) }
    }

    /// How many answers were made rather than taken from the cache (what the tests count).
    package var made: Int { state.withLock { $0.made } }

    /// The answer kept for `key` when it was made from what `stamp` sees now; otherwise the one
    /// `make` makes, kept. Two requests missing at once may both make it: the later one is kept.
    package func answer<Failure: Error>(for key: String, stamp: Stamp, make: () throws(Failure) -> Data) throws(Failure)
        -> Data
    {
        let kept = state.withLock { state -> Data? in
            guard let entry = state.entries[key], entry.stamp == stamp else { return nil }
            state.uses += 1
            state.entries[key]?.used = state.uses
            return entry.body
        }
        if let kept { return kept }
        let body = try make()
        state.withLock { state in
            state.uses += 1
            state.made += 1
            state.entries[key] = Entry(stamp: stamp, body: body, used: state.uses)
            if state.entries.count > capacity, let oldest = state.entries.min(by: { $0.value.used < $1.value.used }) {
                state.entries[oldest.key] = nil
            }
        }
        return body
    }
}
