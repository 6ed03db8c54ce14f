import Foundation
import HarnessWire

/// What watch mode's loop waits for: saved files, keys and signals, posted by the file
/// watcher's, the keyboard's and the signals' threads.
package enum WatchInput: Hashable, Sendable {
    /// A file saved, moved or deleted; `created` when this event created it.
    case fileChanged(String, created: Bool)
    case key(WatchKey)
    case signal(Int32)
}

/// The loop's inbox: threads post, the loop takes, waiting until an input arrives or a
/// deadline (the end of a burst of saves) passes.
///
/// ```swift
/// inbox.post(.key(.runAll))
/// let input = inbox.next(deadline: MonotonicClock.now() + 0.05)   // nil when the deadline passed
/// ```
package final class WatchInbox: @unchecked Sendable {
    // @unchecked: `items` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var items: [WatchInput] = []

    package init() {}

    package func post(_ input: WatchInput) {
        condition.lock()
        items.append(input)
        condition.signal()
        condition.unlock()
    }

    /// The oldest input, waiting until `deadline` (monotonic seconds; nil: no limit).
    package func next(deadline: Double?) -> WatchInput? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty {
            if let deadline {
                let remaining = deadline - MonotonicClock.now()
                if remaining <= 0 { return nil }
                _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
            } else {
                condition.wait()
            }
        }
        return items.removeFirst()
    }
}
