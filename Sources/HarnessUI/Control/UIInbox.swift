import Foundation
import HarnessWire

/// What the UI's session loop waits for: the page's requests and saved files, posted by the
/// server's tasks and the file watcher's thread.
package enum UIInput: Hashable, Sendable {
    case run(UIRunRequest)
    /// Watch mode switched on or off from the page.
    case watch(Bool)
    /// A file saved, moved or deleted; `created` when this event created it.
    case fileChanged(String, created: Bool)
    /// Ctrl-C or a signal: the loop ends.
    case quit
}

/// The loop's inbox: threads post, the loop takes, waiting until an input arrives or a
/// deadline (the end of a burst of saves) passes.
///
/// ```swift
/// inbox.post(.watch(true))
/// let input = inbox.next(deadline: nil)
/// ```
final class UIInbox: @unchecked Sendable {
    // @unchecked: `items` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var items: [UIInput] = []

    func post(_ input: UIInput) {
        condition.lock()
        items.append(input)
        condition.signal()
        condition.unlock()
    }

    /// The oldest input, waiting until `deadline` (monotonic seconds; nil: no limit).
    func next(deadline: Double?) -> UIInput? {
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
