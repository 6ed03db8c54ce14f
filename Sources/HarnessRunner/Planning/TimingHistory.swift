import Foundation
import HarnessWire

/// How long each test took in earlier runs, kept under the package's `.build/harness/`, so
/// classes can be packed longest first (as bluepill packs by time).
///
/// Each run folds its durations in with an exponential moving average, so one slow run on a
/// busy machine moves an estimate only part of the way.
///
/// ```swift
/// var history = TimingHistory.load(from: url)
/// history.record(results)
/// try history.save(to: url)
/// ```
public struct TimingHistory: Hashable, Codable, Sendable {
    /// Seconds per test, keyed `Bundle/Module.Class/method`.
    public var seconds: [String: Double] = [:]
    public var version = 1

    /// The estimate for a test never seen: short, so unknown classes are packed by test count.
    public static let unknownTestSeconds = 0.002

    public init() {}

    /// Reads the history; a missing or unreadable file is an empty history (it is a cache).
    public static func load(from url: URL) -> TimingHistory {
        guard let data = try? Data(contentsOf: url),
              let history = try? JSONDecoder().decode(TimingHistory.self, from: data),
              history.version == 1
        else { return TimingHistory() }
        return history
    }

    /// Writes the history atomically.
    public func save(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    /// Expected seconds for `tests`, known ones from history and the others at the known
    /// tests' median (or ``unknownTestSeconds`` when nothing is known).
    public func estimate(for tests: [TestIdentifier], inBundle bundle: String) -> Double {
        estimate(for: tests, inBundle: bundle, fallback: fallbackSeconds)
    }

    /// The same with the fallback computed once by the caller (``fallbackSeconds`` sorts the
    /// whole history).
    public func estimate(for tests: [TestIdentifier], inBundle bundle: String, fallback: Double) -> Double {
        tests.reduce(0) { $0 + (seconds[Self.key(bundle, $1)] ?? fallback) }
    }

    /// What a test never seen is expected to take: the median known test.
    public var fallbackSeconds: Double { medianSeconds ?? Self.unknownTestSeconds }

    /// Folds in the durations of tests that finished (crashed or timed-out attempts excluded:
    /// their time says nothing about the next run).
    public mutating func record(_ results: [TestResult]) {
        for result in results {
            guard let attempt = result.attempts.last(where: { $0.status == .passed || $0.status == .failed || $0.status == .skipped }) else { continue }
            let key = Self.key(result.bundle, result.id)
            seconds[key] = seconds[key].map { 0.5 * $0 + 0.5 * attempt.duration } ?? attempt.duration
        }
    }

    private var medianSeconds: Double? {
        guard !seconds.isEmpty else { return nil }
        let sorted = seconds.values.sorted()
        return sorted[sorted.count / 2]
    }

    static func key(_ bundle: String, _ id: TestIdentifier) -> String { "\(bundle)/\(id)" }
}
