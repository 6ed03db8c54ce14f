import Foundation

/// The partition a run used, as every report shows it: the console's `Partition` line, the
/// JSON stream's `runStarted`, JUnit's `harness.partition` properties. Shards that print the
/// same fingerprint cut the same shards.
public struct PartitionSummary: Hashable, Codable, Sendable {
    /// `time:2/3`.
    public var partition: String
    /// ``PartitionCut/fingerprint``.
    public var fingerprint: String
    /// This shard's tests that the selection keeps (what runs).
    public var selectedTests: Int
    /// This shard's tests among every listed test.
    public var shardTests: Int
    /// Every listed test.
    public var listedTests: Int
    /// This shard's expected seconds.
    public var shardSeconds: Double
    /// Every listed test's expected seconds.
    public var listedSeconds: Double

    public init(
        partition: String, fingerprint: String, selectedTests: Int, shardTests: Int, listedTests: Int,
        shardSeconds: Double, listedSeconds: Double
    ) {
        self.partition = partition
        self.fingerprint = fingerprint
        self.selectedTests = selectedTests
        self.shardTests = shardTests
        self.listedTests = listedTests
        self.shardSeconds = shardSeconds
        self.listedSeconds = listedSeconds
    }
}
