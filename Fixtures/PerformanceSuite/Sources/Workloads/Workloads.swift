import Foundation

/// Work whose cost the fixture's performance tests measure.
public enum Workloads {
    /// Sleeps for `milliseconds` times the slowdown factor in `PERFORMANCE_FIXTURE_SLOWDOWN`
    /// (default 1): sleeping costs the same on a busy machine, so a recorded baseline holds,
    /// and an end-to-end test injects a regression by raising the factor.
    public static func pause(milliseconds: Double) {
        Thread.sleep(forTimeInterval: milliseconds * slowdown / 1000)
    }

    /// The regression factor chosen by the environment.
    public static var slowdown: Double {
        ProcessInfo.processInfo.environment["PERFORMANCE_FIXTURE_SLOWDOWN"].flatMap(Double.init) ?? 1
    }

    /// Sorts `count` pseudo-random numbers (a fixed seed, so every run sorts the same input).
    public static func sortNumbers(count: Int) -> [UInt64] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var numbers: [UInt64] = []
        numbers.reserveCapacity(count)
        for _ in 0 ..< count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            numbers.append(state >> 33)
        }
        return numbers.sorted()
    }
}
