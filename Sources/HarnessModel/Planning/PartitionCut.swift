import HarnessWire

/// Where every listed test goes under a partition: the N shards cut from the **whole
/// universe** of listed tests (never the filtered selection), with estimates that cannot move
/// between the shards of one round, and a fingerprint of both.
///
/// Cutting the universe and only then keeping the selected tests is what makes N invocations
/// disjoint and covering whatever each selects: a filter, `--rerun-failed` or `--changed`
/// narrows each shard, it never moves a test from one shard to another. The estimates are the
/// caller's to keep still (the history's partition estimates, which shard runs never move:
/// Documentation/History.md, "Shards").
///
/// ```swift
/// let cut = PartitionCut(partition: try Partition(parsing: "time:2/3"), universe: inventory.uniqueTests,
///                        history: facts.partitionTimings)
/// cut.includes("PkgTests", id)   // in shard 2?
/// cut.fingerprint                // "5d1c0a9e": the same on every shard that cut the same
/// ```
public struct PartitionCut: Hashable, Sendable {
    public var partition: Partition
    /// Each shard's tests (keys ``TimingHistory/key(_:_:)``).
    public var shards: [Set<String>]
    /// Each shard's expected seconds (every test of the universe, selected or not).
    public var seconds: [Double]
    /// Each shard's test count in the universe.
    public var counts: [Int]
    /// Eight hex digits over the kind, the shard count, every test of the universe and, for
    /// `time`, the estimate each was cut with.
    public var fingerprint: String

    /// Cuts `universe` (bundle and test, in listing order; a test listed twice counts once).
    public init(partition: Partition, universe: [(bundle: String, id: TestIdentifier)], history: TimingHistory) {
        self.partition = partition
        var seen: Set<String> = []
        let tests = universe.filter { seen.insert(TimingHistory.key($0.bundle, $0.id)).inserted }
        let total = max(partition.total, 1)
        var shards = [Set<String>](repeating: [], count: total)
        var seconds = [Double](repeating: 0, count: total)
        let fallback = history.fallbackSeconds
        func estimate(_ key: String) -> Double { history.seconds[key] ?? fallback }
        switch partition.kind {
        case .time:
            for (index, shard) in TimePartition(total: total).shards(of: tests, history: history).enumerated() {
                shards[index] = Set(shard.tests.map { TimingHistory.key($0.bundle, $0.id) })
                seconds[index] = shard.seconds
            }
        case .count:
            // Every N-th of the sorted universe: slices differ by at most one test.
            for (rank, key) in tests.map({ TimingHistory.key($0.bundle, $0.id) }).sorted().enumerated() {
                shards[rank % total].insert(key)
                seconds[rank % total] += estimate(key)
            }
        case .hash:
            for test in tests {
                let key = TimingHistory.key(test.bundle, test.id)
                let shard = Int(Partition.stableHash(test.id.description) % UInt64(total))
                shards[shard].insert(key)
                seconds[shard] += estimate(key)
            }
        }
        Self.keepWhole(
            tests.filter { !BundleArgument.filterNamesAlone($0.id.method) }, &shards, &seconds, estimate)
        self.shards = shards
        self.seconds = seconds
        counts = shards.map(\.count)
        var text = "\(partition.kind.rawValue)/\(total)\n"
        for key in seen.sorted() {
            text += key
            if partition.kind == .time {
                // Microseconds as an integer: the same text on every machine and locale.
                text += "\t\(Int64((estimate(key) * 1_000_000).rounded()))"
            }
            text += "\n"
        }
        let hash = StableHash.fnv1a64(text)
        let digits = String(UInt32(truncatingIfNeeded: hash ^ (hash >> 32)), radix: 16)
        fingerprint = String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Moves every test of a class that holds one of `unnameable` into the shard of its first
    /// test (sorted): a bundle's filter can only name such a class whole, so the class must run
    /// in one shard. `count` and `hash` cut by test; `time` already keeps these classes whole.
    private static func keepWhole(
        _ unnameable: [(bundle: String, id: TestIdentifier)], _ shards: inout [Set<String>],
        _ seconds: inout [Double], _ estimate: (String) -> Double
    ) {
        let classes = Set(unnameable.map { "\($0.bundle)/\($0.id.qualifiedClassName)/" })
        for prefix in classes.sorted() {
            let members = shards.indices.flatMap { shard in
                shards[shard].filter { $0.hasPrefix(prefix) }.map { ($0, shard) }
            }
            .sorted { $0.0 < $1.0 }
            guard let home = members.first?.1 else { continue }
            for (key, shard) in members where shard != home {
                shards[shard].remove(key)
                shards[home].insert(key)
                seconds[shard] -= estimate(key)
                seconds[home] += estimate(key)
            }
        }
    }

    /// This machine's shard (the partition's K), 0-based.
    public var index: Int { partition.index - 1 }

    /// Whether this machine's shard holds the test.
    public func includes(_ bundle: String, _ id: TestIdentifier) -> Bool {
        shards[index].contains(TimingHistory.key(bundle, id))
    }

    /// What the run says of its partition: which, the fingerprint, and this shard's share.
    public func summary(selectedTests: Int) -> PartitionSummary {
        PartitionSummary(
            partition: partition.description, fingerprint: fingerprint, selectedTests: selectedTests,
            shardTests: counts[index], listedTests: counts.reduce(0, +), shardSeconds: seconds[index],
            listedSeconds: seconds.reduce(0, +))
    }
}
