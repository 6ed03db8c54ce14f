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
/// cut.includes(BundleTestIdentifier(bundle: "PkgTests", id: id))   // in shard 2?
/// cut.fingerprint                // "5d1c0a9e": the same on every shard that cut the same
/// ```
public struct PartitionCut: Hashable, Sendable {
    public var partition: Partition
    /// Each shard's tests.
    public var shards: [Set<BundleTestIdentifier>]
    /// Each shard's expected seconds (every test of the universe, selected or not).
    public var seconds: [Double]
    /// Each shard's test count in the universe.
    public var counts: [Int]
    /// Eight hex digits over the kind, the shard count, every test of the universe and, for
    /// `time`, the estimate each was cut with.
    public var fingerprint: String

    /// Cuts `universe` (bundle and test, in listing order; a test listed twice counts once).
    public init(partition: Partition, universe: [BundleTestIdentifier], history: TimingHistory) {
        self.partition = partition
        var seen: Set<BundleTestIdentifier> = []
        let tests = universe.filter { seen.insert($0).inserted }
        let total = max(partition.total, 1)
        var shards = [Set<BundleTestIdentifier>](repeating: [], count: total)
        var seconds = [Double](repeating: 0, count: total)
        let fallback = history.fallbackSeconds
        func estimate(_ test: BundleTestIdentifier) -> Double { history.seconds[test] ?? fallback }
        switch partition.kind {
        case .time:
            for (index, shard) in TimePartition(total: total).shards(of: tests, history: history).enumerated() {
                shards[index] = Set(shard.tests)
                seconds[index] = shard.seconds
            }
        case .count:
            // Every N-th of the sorted universe: slices differ by at most one test.
            for (rank, test) in tests.sorted().enumerated() {
                shards[rank % total].insert(test)
                seconds[rank % total] += estimate(test)
            }
        case .hash:
            for test in tests {
                let shard = Int(Partition.stableHash(test.id.description) % UInt64(total))
                shards[shard].insert(test)
                seconds[shard] += estimate(test)
            }
        }
        Self.keepWhole(
            tests.filter { !BundleArgument.filterNamesAlone($0.id.method) }, &shards, &seconds, estimate)
        self.shards = shards
        self.seconds = seconds
        counts = shards.map(\.count)
        var text = "\(partition.kind.rawValue)/\(total)\n"
        for test in seen.sorted() {
            text += test.description
            if partition.kind == .time {
                // Microseconds as an integer: the same text on every machine and locale.
                text += "\t\(Int64((estimate(test) * 1_000_000).rounded()))"
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
        _ unnameable: [BundleTestIdentifier], _ shards: inout [Set<BundleTestIdentifier>],
        _ seconds: inout [Double], _ estimate: (BundleTestIdentifier) -> Double
    ) {
        let classes = Set(unnameable.map { ClassOfBundle(bundle: $0.bundle, name: $0.id.qualifiedClassName) })
        for member in classes.sorted(by: { ($0.bundle, $0.name) < ($1.bundle, $1.name) }) {
            let members = shards.indices.flatMap { shard in
                shards[shard].filter { ClassOfBundle(bundle: $0.bundle, name: $0.id.qualifiedClassName) == member }
                    .map { ($0, shard) }
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

    /// A class within its bundle: what a bundle's filter names when it cannot name a method.
    private struct ClassOfBundle: Hashable {
        var bundle: String
        var name: String
    }

    /// This machine's shard (the partition's K), 0-based.
    public var index: Int { partition.index - 1 }

    /// Whether this machine's shard holds the test.
    public func includes(_ test: BundleTestIdentifier) -> Bool {
        shards[index].contains(test)
    }

    /// What the run says of its partition: which, the fingerprint, and this shard's share.
    public func summary(selectedTests: Int) -> PartitionSummary {
        PartitionSummary(
            partition: partition.description, fingerprint: fingerprint, selectedTests: selectedTests,
            shardTests: counts[index], listedTests: counts.reduce(0, +), shardSeconds: seconds[index],
            listedSeconds: seconds.reduce(0, +))
    }
}
