import Foundation

/// Bazel's test protocol, read from the environment Bazel gives a test: sharding
/// (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX`, `TEST_SHARD_STATUS_FILE`), `--test_filter`
/// (`TESTBRIDGE_TEST_ONLY`), the premature-exit marker (`TEST_PREMATURE_EXIT_FILE`) and where
/// the JUnit report goes (`XML_OUTPUT_FILE`, written by the JUnit reporter).
///
/// Any CI matrix can use the same variables to spread one suite over many machines.
///
/// ```swift
/// let bazel = BazelTestEnvironment(environment: ProcessInfo.processInfo.environment)
/// bazel.partition      // count:2/4 for TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=4
/// ```
public struct BazelTestEnvironment: Hashable, Sendable {
    public var totalShards: Int?
    public var shardIndex: Int?
    public var shardStatusFile: String?
    public var prematureExitFile: String?
    public var testFilter: String?
    public var xmlOutputFile: String?

    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        totalShards = value("TEST_TOTAL_SHARDS").flatMap { Int($0) }
        shardIndex = value("TEST_SHARD_INDEX").flatMap { Int($0) }
        shardStatusFile = value("TEST_SHARD_STATUS_FILE")
        prematureExitFile = value("TEST_PREMATURE_EXIT_FILE")
        testFilter = value("TESTBRIDGE_TEST_ONLY")
        xmlOutputFile = value("XML_OUTPUT_FILE")
    }

    /// The shard as a `count` partition (Bazel's shards are 0-based, partitions 1-based); nil
    /// when not sharded or the values are out of range.
    public var partition: Partition? {
        guard let total = totalShards, let index = shardIndex, total >= 1, (0..<total).contains(index) else { return nil }
        return Partition(kind: .count, index: index + 1, total: total)
    }

    /// `--test_filter` as filters (comma-separated, like the bundle's own filter argument).
    public var filters: [TestFilter] {
        (testFilter ?? "").split(separator: ",").map { TestFilter(String($0)) }
    }

    /// Tells Bazel the runner understands sharding (it touches the status file), and marks the
    /// run as under way, so that an exit before ``finish()`` reads as premature.
    public func start() {
        for path in [shardStatusFile, prematureExitFile].compactMap({ $0 }) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
    }

    /// The run ended normally: the premature-exit marker goes.
    public func finish() {
        if let prematureExitFile { try? FileManager.default.removeItem(atPath: prematureExitFile) }
    }
}
