import Foundation

/// A burst of saves made one change, for watch mode's loop and `harness ui`'s watch switch
/// alike: each file event is recorded, the burst is over once the package has been quiet a
/// moment (or after the longest wait, ``ChangeDebouncer``), and then only source changes are
/// kept: not a file created and gone again within the burst (an editor's temporary file), nor
/// one git ignores or in a build folder (``ChangeScope``).
///
/// ```swift
/// var burst = SaveBurst(root: "/p", debouncer: ChangeDebouncer(quiet: 0.05, longest: 1))
/// burst.record("/p/Sources/A.swift", created: false, at: 10)
/// burst.flush(at: 10.05)   // ["/p/Sources/A.swift"]
/// burst.ignored             // the burst's saves git ignores (said once per folder by the loop)
/// ```
package struct SaveBurst: Sendable {
    private var debouncer: ChangeDebouncer
    private var created: Set<String> = []
    private let scope: ChangeScope
    /// The saves git ignores in the burst last flushed (build output is not among them).
    package private(set) var ignored: [String] = []

    package init(root: String, debouncer: ChangeDebouncer) {
        self.debouncer = debouncer
        scope = ChangeScope(root: root)
    }

    /// When the burst under way is over (monotonic seconds); nil when none is.
    package var deadline: Double? { debouncer.deadline }

    /// A file saved, moved or deleted; `created` when this event created it.
    package mutating func record(_ path: String, created isNew: Bool, at time: Double) {
        if isNew { created.insert(path) }
        debouncer.record(path, at: time)
    }

    /// The burst's source changes once it is over: nil while it goes on or when there is none;
    /// empty when nothing in it was a source change.
    package mutating func flush(at time: Double) -> [String]? {
        guard let paths = debouncer.flush(at: time) else { return nil }
        let saved = paths.filter { !created.contains($0) || FileManager.default.fileExists(atPath: $0) }
        created = []
        let sorted = scope.sorted(saved)
        ignored = sorted.ignored
        return sorted.changes
    }

    /// Forgets the burst under way (watching stopped).
    package mutating func reset() {
        debouncer = ChangeDebouncer(quiet: debouncer.quiet, longest: debouncer.longest)
        created = []
        ignored = []
    }
}
