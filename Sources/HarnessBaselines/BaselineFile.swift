import Foundation

/// The contents of one baseline file: which machine configurations it knows, and for each
/// test, configuration and metric, the accepted ``Baseline``.
///
/// The file is JSON, pretty-printed with sorted keys so that recording one test changes a few
/// adjacent lines and reviews read naturally:
///
/// ```json
/// {
///   "configurations" : {
///     "amd-epyc-2c-x86-64-debian-12-1f0c3d2e" : {
///       "architecture" : "x86_64", "coreCount" : 2, "cpuModel" : "AMD EPYC", "operatingSystem" : "Debian GNU/Linux 12"
///     }
///   },
///   "tests" : {
///     "SortTests.SortTests/testSort" : {
///       "amd-epyc-2c-x86-64-debian-12-1f0c3d2e" : {
///         "org.swift.XCTPerformanceMetric_WallClockTime" : {
///           "average" : 0.0123, "maxPercentRegression" : 10, "maxPercentRelativeStandardDeviation" : 10,
///           "maxRegression" : 0, "unit" : "seconds"
///         }
///       }
///     }
///   },
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// var file = BaselineFile()
/// file.set(Baseline(average: 0.0123), test: "M.C/testA", metric: metricID, on: .current())
/// let data = try file.encoded()
/// let again = try BaselineFile.decode(data, path: "PerformanceBaselines.json")
/// ```
public struct BaselineFile: Hashable, Sendable {
    /// The format version this Harness writes and the newest it reads.
    public static let currentVersion = 1
    /// The file's name inside a test directory.
    public static let fileName = "PerformanceBaselines.json"

    /// Every configuration some baseline was recorded on, by identifier.
    public var configurations: [String: MachineConfiguration]
    /// Baselines by test (`Module.Class/testMethod`), then configuration identifier, then
    /// metric identifier.
    public var tests: [String: [String: [String: Baseline]]]

    /// An empty file.
    public init(
        configurations: [String: MachineConfiguration] = [:], tests: [String: [String: [String: Baseline]]] = [:]
    ) {
        self.configurations = configurations
        self.tests = tests
    }

    /// Whether the file holds no baseline at all.
    public var isEmpty: Bool { tests.isEmpty }

    /// The baseline of `test` for `metric` on the configuration `configurationID`, if any.
    public func baseline(test: String, metric: String, configurationID: String) -> Baseline? {
        tests[test]?[configurationID]?[metric]
    }

    /// The configurations that hold a baseline for `test` and `metric`, sorted.
    public func configurationIDs(test: String, metric: String) -> [String] {
        (tests[test] ?? [:]).filter { $0.value[metric] != nil }.map(\.key).sorted()
    }

    /// Stores `baseline`, registering `configuration` if it is new.
    public mutating func set(_ baseline: Baseline, test: String, metric: String, on configuration: MachineConfiguration)
    {
        configurations[configuration.identifier] = configuration
        tests[test, default: [:]][configuration.identifier, default: [:]][metric] = baseline
    }

    /// Removes the baseline of `test` for `metric` on `configurationID`, and whatever that
    /// leaves empty (a configuration nothing refers to any more included). Returns what it removed.
    @discardableResult
    public mutating func remove(test: String, metric: String, configurationID: String) -> Baseline? {
        guard let removed = tests[test]?[configurationID]?.removeValue(forKey: metric) else { return nil }
        if tests[test]?[configurationID]?.isEmpty == true { tests[test]?[configurationID] = nil }
        if tests[test]?.isEmpty == true { tests[test] = nil }
        let used = Set(tests.values.flatMap(\.keys))
        configurations = configurations.filter { used.contains($0.key) }
        return removed
    }

    /// Copies into this file every baseline of `other` (theirs win), as a writer merging its
    /// changes into what another process wrote meanwhile.
    public mutating func merge(_ other: BaselineFile) {
        configurations.merge(other.configurations) { _, theirs in theirs }
        for (test, byConfiguration) in other.tests {
            for (configuration, byMetric) in byConfiguration {
                tests[test, default: [:]][configuration, default: [:]].merge(byMetric) { _, theirs in theirs }
            }
        }
    }
}

// MARK: Encoding

extension BaselineFile {
    private struct Document: Encodable {
        var version: Int
        var configurations: [String: MachineConfiguration]
        var tests: [String: [String: [String: Baseline]]]
    }

    /// The file's bytes: pretty-printed JSON with sorted keys and a final newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(
            Document(version: Self.currentVersion, configurations: configurations, tests: tests))
        data.append(0x0A)
        return data
    }
}
