#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `CLOCK_MONOTONIC`: deadlines and durations that a change of the wall clock cannot move,
/// read through the vDSO for a few tens of nanoseconds. The bundle's time metrics and the
/// runner's timers read the same clock.
///
/// ```swift
/// let started = MonotonicClock.now()
/// let elapsed = MonotonicClock.now() - started          // seconds
/// let ticks = MonotonicClock.nanoseconds()               // for a measurement's own arithmetic
/// ```
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point.
    @inlinable
    public static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Seconds since an arbitrary fixed point.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The clock's resolution in nanoseconds, as the kernel reports it.
    public static var resolution: UInt64 {
        var time = timespec()
        guard clock_getres(CLOCK_MONOTONIC, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
