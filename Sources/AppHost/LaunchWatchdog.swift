import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The backstop for a launch that blocks the main thread past its allowance.
///
/// The lifecycle notices an exceeded allowance on its own when the delegate awaits; a
/// delegate that blocks the main thread never lets it. So when the allowance runs out the
/// watchdog waits a short grace period, and if the launch still has not ended it prints
/// the failure line and exits the process at once (`_exit`: the main thread is stuck).
final class LaunchWatchdog: Sendable {
    private let isDisarmed = Atomic<Bool>(false)
    private let grace: Duration

    init(grace: Duration = .seconds(2)) {
        self.grace = grace
    }

    /// The allowance ran out: exit after the grace period unless ``disarm()`` is called.
    func allowanceExceeded(line: String, status: Int32) {
        let (seconds, attoseconds) = grace.components
        let delay = Double(seconds) + Double(attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
            guard !isDisarmed.load(ordering: .acquiring) else { return }
            FileHandle.standardError.write(Data("\(line)\n".utf8))
            _exit(status)
        }
    }

    /// The launch ended (either way) on the main thread: nothing to do.
    func disarm() {
        isDisarmed.store(true, ordering: .releasing)
    }
}
