import Foundation
import HarnessWire

/// A loop's inbox: threads post, the loop takes, waiting until an input arrives or a deadline
/// (the end of a burst of saves) passes. Watch mode's loop waits on one (``WatchInput``: saved
/// files, keys, signals) and `harness ui`'s on another (the page's requests, saved files).
///
/// ```swift
/// let inbox = Inbox<WatchInput>()
/// inbox.post(.key(.runAll))
/// let input = inbox.next(deadline: MonotonicClock.now() + 0.05)   // nil when the deadline passed
/// ```
package final class Inbox<Input: Sendable>: @unchecked Sendable {
    // @unchecked: `items` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var items: [Input] = []

    package init() {}

    package func post(_ input: Input) {
        condition.lock()
        items.append(input)
        condition.signal()
        condition.unlock()
    }

    /// The oldest input, waiting until `deadline` (monotonic seconds; nil: no limit).
    package func next(deadline: Double?) -> Input? {
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
