import Synchronization

/// The lines a build printed (its errors as they came, the log's tail, notices kept for a
/// failure), gathered from the builder's thread: what a view shows when the build fails.
///
/// ```swift
/// let lines = BuildLines()
/// progress = BuildProgress(isTerminal: false) { lines.add($0) }
/// lines.failure(adding: "the build failed")   // each line once, in order
/// ```
final class BuildLines: Sendable {
    private let text = Mutex("")

    func add(_ printed: String) {
        text.withLock { $0 += printed }
    }

    /// The lines printed, then `last`: empty lines left out, each line once.
    func failure(adding last: String) -> [String] {
        let printed = text.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var seen: Set<String> = []
        return (printed + [last]).filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
