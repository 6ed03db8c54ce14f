import Foundation
internal import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// Reads what the kernel counts for this process: CPU time, resident memory, bytes written.
/// Linux only; elsewhere the counters that have no source read as nil and their metrics
/// report nothing rather than a made-up zero.
enum ProcessCounters {
    /// User plus system CPU time in seconds, for the process or only the calling thread.
    /// The CPU-time clocks count in nanoseconds, where `getrusage` counts in microseconds
    /// (and, on Linux, in scheduler ticks).
    static func cpuTime(threadOnly: Bool) -> Double {
        var time = timespec()
        guard clock_gettime(threadOnly ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else {
            return 0
        }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The resident set (`VmRSS`) and its peak (`VmHWM`) in kB, from `/proc/self/status`.
    static func residentMemory() -> (current: Double, peak: Double)? {
        guard let text = ProcFile.text(atPath: "/proc/self/status") else { return nil }
        var current: Double?
        var peak: Double?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") {
                current = kilobytes(line)
            } else if line.hasPrefix("VmHWM:") {
                peak = kilobytes(line)
            }
        }
        guard let current, let peak else { return nil }
        return (current, peak)
    }

    /// Resets the peak resident set to the current one, so the next `VmHWM` is this
    /// iteration's peak (writing 5 to `clear_refs`, Linux 4.0 and later). Returns whether it could.
    @discardableResult
    static func resetPeakMemory() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    /// Bytes this process caused to be written to storage (`write_bytes` of `/proc/self/io`).
    static func bytesWritten() -> Double? {
        guard let text = ProcFile.text(atPath: "/proc/self/io") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("write_bytes:") {
            return Double(line.dropFirst("write_bytes:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func kilobytes(_ line: Substring) -> Double? {
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Double($0) }
    }
}
