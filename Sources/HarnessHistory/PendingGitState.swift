import Foundation
import Synchronization

/// The package's git state, read on a thread of its own while the tests run: `git rev-parse`
/// and `git status` take 60–110 ms, which recording a run would otherwise add after it.
///
/// ```swift
/// let git = PendingGitState(at: root)          // starts `git` now
/// let outcome = engine.run()
/// store.record(outcome, …, git: git.value)     // waits only if git is still running
/// ```
package final class PendingGitState: Sendable {
    /// Signalled once `result` holds the read's answer.
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<GitState?>(nil)

    /// Starts reading the git state of `directory`.
    package init(at directory: String) {
        let thread = Thread { [self] in
            let state = GitState.read(at: directory)
            result.withLock { $0 = state }
            done.signal()
        }
        thread.name = "harness-git-state"
        thread.start()
    }

    /// The git state (nil outside a work tree), once the read has finished.
    package var value: GitState? {
        done.wait()
        done.signal()
        return result.withLock { $0 }
    }
}
