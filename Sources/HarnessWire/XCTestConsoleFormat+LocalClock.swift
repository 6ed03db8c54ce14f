#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension XCTestConsoleFormat {
    /// Turns seconds since 1970 into the console's ``Timestamp`` in local time, as XCTest's
    /// `DateFormatter` does.
    ///
    /// `localtime_r` rather than a `DateFormatter` or `TimeZone` (either costs more than a whole
    /// trivial test), and the calendar fields are reused within the same second, which is where
    /// almost every line of a fast suite falls. One instance serves one writer: it is not
    /// shared between threads.
    ///
    /// ```swift
    /// let clock = XCTestConsoleFormat.LocalClock()
    /// XCTestConsoleFormat.caseStarted("C.testA", at: clock.timestamp(for: event.time))
    /// ```
    package final class LocalClock {
        private var cachedSecond: Double = -1
        private var cached = Timestamp(year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: 0)

        /// Creates a clock with nothing cached.
        package init() {}

        /// The local time of `secondsSince1970`, rounded to the nearest millisecond as the
        /// toolchain's `DateFormatter` rounds it (`…30.9996` is `…31.000`).
        package func timestamp(for secondsSince1970: Double) -> Timestamp {
            let totalMilliseconds = (secondsSince1970 * 1000 + 0.5).rounded(.down)
            let whole = (totalMilliseconds / 1000).rounded(.down)
            if whole != cachedSecond {
                cached = Self.fields(of: whole)
                cachedSecond = whole
            }
            var stamp = cached
            stamp.millisecond = Int(totalMilliseconds - whole * 1000)
            return stamp
        }

        private static func fields(of whole: Double) -> Timestamp {
            var time = time_t(whole)
            var parts = tm()
            localtime_r(&time, &parts)
            return Timestamp(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec), millisecond: 0)
        }
    }
}
