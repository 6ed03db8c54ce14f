#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock: deadlines and durations that a change of the wall clock
/// cannot move.
///
/// ```swift
/// let started = MonotonicClock.now()
/// let elapsed = MonotonicClock.now() - started
/// ```
public enum MonotonicClock {
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
