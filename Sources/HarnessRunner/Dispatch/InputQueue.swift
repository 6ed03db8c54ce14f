import Foundation
import HarnessWire

/// The dispatch loop's inbox: reader threads, exit watchers and signal handlers post; the loop
/// takes, waiting until an input arrives or its next timer is due.
///
/// ```swift
/// queue.post(.signal(SIGINT))
/// let input = queue.next(deadline: MonotonicClock.now() + 0.5)   // nil when the deadline passed
/// ```
final class InputQueue: @unchecked Sendable {
    // @unchecked: every access to `items` is under `condition`'s lock.
    private let condition = NSCondition()
    private var items: [EngineInput] = []
    private var head = 0

    func post(_ input: EngineInput) {
        condition.lock()
        items.append(input)
        condition.signal()
        condition.unlock()
    }

    /// The oldest input, waiting for one until `deadline` (monotonic seconds; nil: no limit).
    func next(deadline: Double?) -> EngineInput? {
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
