import Foundation
import Synchronization

/// The git read a ``HistoryStore`` started when a run began, kept until the run is recorded.
/// A store is a value shared by copies (and by a watch session's runs), so the read is held
/// here, by reference, behind a lock.
///
/// ```swift
/// let slot = PendingGitSlot()
/// slot.start(at: root)                 // before the build
/// let git = slot.take(at: root)?.value // after the run; nil from take: nothing was started
/// ```
final class PendingGitSlot: Sendable {
    private let pending = Mutex<(root: String, read: PendingGitState)?>(nil)

    /// Starts reading the git state of `root`, replacing a read not taken.
    func start(at root: String) {
        let read = PendingGitState(at: root)
        pending.withLock { $0 = (root, read) }
    }

    /// The read started for `root`, if any; it is not handed out twice.
    func take(at root: String) -> PendingGitState? {
        pending.withLock { pending in
            guard let started = pending, started.root == root else { return nil }
            pending = nil
            return started.read
        }
    }
}
