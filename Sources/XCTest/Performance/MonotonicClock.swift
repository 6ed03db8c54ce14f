#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock every time metric reads: `CLOCK_MONOTONIC`, which never jumps with the wall
/// clock and costs a few tens of nanoseconds through the vDSO — the overhead a measurement
/// adds to each iteration.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point.
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The clock's resolution in nanoseconds, as the kernel reports it.
    static var resolution: UInt64 {
        var time = timespec()
        guard clock_getres(CLOCK_MONOTONIC, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
