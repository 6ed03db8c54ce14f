import Foundation

/// Kills a child process that outlives its time limit, unless disarmed first.
///
/// A class with a lock rather than an actor because the termination handler that disarms it
/// runs on Foundation's own thread, synchronously.
final class Watchdog: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock` only.
    private let lock = NSLock()
    private var isArmed = false
    private var processEnded = false
    private var didFire = false
    private var timer: DispatchSourceTimer?

    /// Whether the watchdog killed the process.
    var fired: Bool { lock.withLock { didFire } }

    /// Starts the countdown for `processID`, unless the process already ended (a fast child
    /// can finish before its parent gets here; its ID may then belong to someone else).
    func arm(processID: Int32, after seconds: Double) {
        lock.withLock {
            guard !processEnded else { return }
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + seconds)
            timer.setEventHandler { [weak self] in
                guard let self else { return }
                let shouldKill = self.lock.withLock { () -> Bool in
                    guard self.isArmed else { return false }
                    self.didFire = true
                    return true
                }
                if shouldKill { kill(processID, SIGKILL) }
            }
            isArmed = true
            self.timer = timer
            // Resumed at once: libdispatch traps when a never-resumed source is released.
            timer.resume()
        }
    }

    /// Stops the countdown: the process ended by itself.
    func disarm() {
        lock.withLock {
            isArmed = false
            processEnded = true
            timer?.cancel()
            timer = nil
        }
    }
}
