import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Time-outs and the SIGTERM → SIGKILL escalation, off Swift's cooperative pool.
///
/// A suite whose tests block the pool's threads (two, on two cores) would stall a
/// `Task.sleep` for as long as they block: a hung program would outlive its time-out and its
/// grace period by that much (50 s, once, in CI). These timers run on a Dispatch queue of
/// their own, whose thread Dispatch provides whatever the pool is doing; the signals they send
/// and the waits they end do not wait for a pool thread.
///
/// ```swift
/// let kill = StopTimer.after(.seconds(5)) { program.sendIfRunning(SIGKILL) }
/// …
/// kill.cancel()                              // the program ended in time
/// ```
final class StopTimer: @unchecked Sendable {
    // @unchecked: its one property is a `DispatchWorkItem`, whose `cancel()` Dispatch makes
    // safe from any thread; it is never changed.
    /// The queue every timer fires on: serial, so a timer's action never races another's.
    private static let queue = DispatchQueue(label: "HarnessLaunch.StopTimer")

    private let item: DispatchWorkItem

    private init(item: DispatchWorkItem) {
        self.item = item
    }

    /// Runs `action` once `delay` has passed, unless cancelled first.
    static func after(_ delay: Duration, _ action: @escaping @Sendable () -> Void) -> StopTimer {
        let item = DispatchWorkItem(block: action)
        queue.asyncAfter(deadline: .now() + interval(delay), execute: item)
        return StopTimer(item: item)
    }

    /// Stops the timer; an action already started finishes.
    func cancel() { item.cancel() }

    /// A `Duration` as Dispatch's interval, in nanoseconds (clamped: a huge time-out is "never").
    static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .never }
        return .nanoseconds(Int(clamping: nanoseconds.partialValue + attoseconds / 1_000_000_000))
    }
}
