/// One round of `time:K/N` shards: the estimates its first shard cut with, and the shards that
/// have run with them so far. The run history keeps the open round of each N, so a shard run
/// later on the same machine cuts with the round's estimates even if an unsharded run was
/// recorded in between; once all N shards ran, the round is closed and the next shard starts a
/// new one from the partition estimates then (Documentation/History.md, "Shards").
///
/// ```swift
/// let timings = facts.partitionTimings(for: partition)   // the open round's, or the history's
/// ```
public struct PartitionRound: Hashable, Sendable {
    /// N.
    public var total: Int
    /// The fingerprint of the cut (``PartitionCut/fingerprint``).
    public var fingerprint: String
    /// The shards (K) that ran with it.
    public var shardsRun: Set<Int>
    /// The estimates every shard of the round cuts with.
    public var estimates: TimingHistory

    public init(total: Int, fingerprint: String, shardsRun: Set<Int>, estimates: TimingHistory) {
        self.total = total
        self.fingerprint = fingerprint
        self.shardsRun = shardsRun
        self.estimates = estimates
    }
}
