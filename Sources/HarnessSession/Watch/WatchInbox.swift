import Foundation
import HarnessRunner
import HarnessWire

/// What watch mode's loop waits for: saved files, keys and signals, posted by the file
/// watcher's, the keyboard's and the signals' threads.
package enum WatchInput: Hashable, Sendable {
    /// A file saved, moved or deleted; `created` when this event created it.
    case fileChanged(String, created: Bool)
    case key(WatchKey)
    case signal(Int32)
}

/// Watch mode's inbox (``Inbox``, shared with `harness ui`'s loop).
package typealias WatchInbox = Inbox<WatchInput>
