import Foundation
import XCTest

/// Each test prints `BENCH name value unit` lines that `run.sh` collects. Harness's own
/// averages are read back from the wire file (`HARNESS_WIRE_PATH`), which keeps full
/// precision where the console rounds to microseconds.
final class MeasurementBenchmarkTests: XCTestCase {
    /// Iterations of the overhead test: enough for a stable mean, few enough to print.
    static let overheadIterations = 20_000
    /// Iterations of the 10 µs comparison.
    static let workIterations = 2_000

    /// The time between the starts of consecutive iterations of an empty block is the whole
    /// per-iteration cost of `measure` (stop, report, start), since the block costs nothing.
    func testOverheadPerIteration() throws {
        var entries = [UInt64](repeating: 0, count: Self.overheadIterations + 1)
        var index = 0
        let options = XCTMeasureOptions()
        options.iterationCount = Self.overheadIterations
        measure(metrics: [XCTClockMetric()], options: options) {
            entries[index] = Clock.now()
            index += 1
        }
        let gaps = zip(entries.dropFirst(2), entries.dropFirst()).map { Double($0 &- $1) }.sorted()
        Self.report("iteration_overhead_mean", gaps.reduce(0, +) / Double(gaps.count), "ns")
        Self.report("iteration_overhead_median", gaps[gaps.count / 2], "ns")
        // What the measured interval itself adds: the reported time of an empty block.
        let reported = try XCTUnwrap(Self.lastReportedAverage(metric: "com.apple.dt.XCTMetric_Clock.time.monotonic"))
        Self.report("empty_block_reported", reported * 1e9, "ns")
    }

    func testClockResolution() {
        Self.report("clock_getres_monotonic", Double(Clock.resolution), "ns")
        var smallest = UInt64.max
        let start = Clock.now()
        var previous = start
        var reads = 0
        while reads < 1_000_000 {
            let now = Clock.now()
            if now > previous { smallest = min(smallest, now - previous) }
            previous = now
            reads += 1
        }
        Self.report("clock_smallest_observed_step", Double(smallest), "ns")
        Self.report("clock_read_cost", Double(previous - start) / Double(reads), "ns")
    }

    /// Harness's `measure` of a ~10 µs block against the same work timed by hand, the
    /// independent runs before and after it to cancel drift.
    func testTenMicrosecondBlock() throws {
        let rounds = Work.calibrate(targetNanoseconds: 10_000)
        Self.report("work_rounds", Double(rounds), "rounds")
        let before = Work.independentMean(rounds: rounds, iterations: Self.workIterations)
        let options = XCTMeasureOptions()
        options.iterationCount = Self.workIterations
        var sink: UInt64 = 0
        var seed: UInt64 = 0
        measure(metrics: [XCTClockMetric()], options: options) {
            seed &+= 1
            sink &+= Work.run(rounds: rounds, seed: seed)
        }
        let after = Work.independentMean(rounds: rounds, iterations: Self.workIterations)
        XCTAssertNotEqual(sink, 1)
        let harness = try XCTUnwrap(Self.lastReportedAverage(metric: "com.apple.dt.XCTMetric_Clock.time.monotonic"))
        let independent = (before + after) / 2
        Self.report("independent_mean", independent * 1e9, "ns")
        Self.report("harness_measure_mean", harness * 1e9, "ns")
        Self.report("difference", (harness - independent) * 100 / independent, "%")
    }

    static func report(_ name: String, _ value: Double, _ unit: String) {
        print("BENCH \(name) \(String(format: "%.3f", value)) \(unit)")
    }

    /// The average of the last `measured` event for `metric` in the wire file.
    static func lastReportedAverage(metric: String) -> Double? {
        guard let path = ProcessInfo.processInfo.environment["HARNESS_WIRE_PATH"],
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        for line in text.split(separator: "\n").reversed() where line.contains("\"kind\":\"measured\"") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["metric"] as? String == metric
            else { continue }
            return (object["average"] as? NSNumber)?.doubleValue
        }
        return nil
    }
}

/// The monotonic clock, read the way Harness reads it.
enum Clock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    static var resolution: UInt64 {
        var time = timespec()
        clock_getres(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

/// CPU-bound work of a chosen length, opaque to the optimiser.
enum Work {
    /// A serial chain of multiply and shift (nothing to vectorise), seeded differently on every
    /// call: a pure function called with the same argument would be computed once and reused.
    @inline(never)
    static func run(rounds: Int, seed: UInt64) -> UInt64 {
        var state = seed | 1
        for _ in 0..<rounds {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            state ^= state >> 33
        }
        return state
    }

    /// The number of rounds that takes about `targetNanoseconds`: doubled until the work is
    /// long enough to time well, then scaled once or twice (clamped, so a noisy sample on a
    /// busy machine cannot send it off by orders of magnitude).
    static func calibrate(targetNanoseconds: Double) -> Int {
        var rounds = 16
        while rounds < 1 << 26, independentMean(rounds: rounds, iterations: 50) * 1e9 < targetNanoseconds / 4 {
            rounds *= 2
        }
        for _ in 0..<3 {
            let mean = independentMean(rounds: rounds, iterations: 200) * 1e9
            let factor = min(4, max(0.25, targetNanoseconds / mean))
            rounds = max(1, Int(Double(rounds) * factor))
        }
        return rounds
    }

    /// The mean of `iterations` timings of the work, each timed on its own like Harness does.
    static func independentMean(rounds: Int, iterations: Int) -> Double {
        var total: UInt64 = 0
        var sink: UInt64 = run(rounds: rounds, seed: 0)  // warm-up, as Harness's first iteration
        for iteration in 0..<iterations {
            let start = Clock.now()
            sink &+= run(rounds: rounds, seed: UInt64(iteration))
            total &+= Clock.now() &- start
        }
        precondition(sink != 1, "keeps the work alive")
        return Double(total) / Double(iterations) / 1e9
    }
}
