import Foundation
import HarnessWire

/// A loop's inbox: threads post, the loop takes, waiting until an input arrives or a deadline
/// passes. The dispatch loop waits on one (``EngineInput``: reader threads, exit watchers,
/// signals; ``InputQueue``), watch mode's loop on another (saved files, keys, signals) and
/// `harness ui`'s on a third (the page's requests, saved files).
///
/// ```swift
/// let inbox = Inbox<EngineInput>()
/// inbox.post(.signal(SIGINT))
/// let input = inbox.next(deadline: MonotonicClock.now() + 0.5)   // nil when the deadline passed
/// ```
package final class Inbox<Input: Sendable>: @unchecked Sendable {
    // @unchecked: every access to `items` and `head` is under `condition`'s lock.
    private let condition = NSCondition()
    private var items: [Input] = []
    // Taken inputs stay until enough pile up, so taking one is O(1), not a shift of the rest.
    private var head = 0

    package init() {}

    package func post(_ input: Input) {
        condition.lock()
        items.append(input)
        condition.signal()
        condition.unlock()
    }

    /// The oldest input, waiting for one until `deadline` (monotonic seconds; nil: no limit).
    package func next(deadline: Double?) -> Input? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count {
            if let deadline {
                let remaining = deadline - MonotonicClock.now()
                if remaining <= 0 { return nil }
                _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
            } else {
                condition.wait()
            }
        }
        let input = items[head]
        head += 1
        if head > 1024, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return input
    }
}

/// The dispatch loop's inbox.
typealias InputQueue = Inbox<EngineInput>
