import HarnessWire

/// `--partition time:K/N`: shards balanced by the run history's durations.
///
/// Every test is assigned to exactly one of the N shards, the same way on every machine that
/// cuts from the same estimates: classes (a bundle's tests of one class) are packed longest
/// first onto the least-loaded shard (LPT), ties broken by name. When whole classes leave the
/// shards further apart than ``tolerance`` of a shard's fair share (total ÷ N), the longest
/// classes are packed method by method instead, longer ones first, until the shards are
/// within it (or every class is split): a slow class is spread across shards the way
/// ``ClassSplitting`` spreads it across workers, and a suite of even classes keeps its classes
/// whole (and a class with a method whose name holds a comma is never split: a bundle's filter
/// can only name its class). Tests the history has never seen count at the median known test, so with no history
/// at all the shards are balanced by test count.
///
/// ```swift
/// let shards = TimePartition(total: 3).shards(of: universe, history: history)
/// shards[0].seconds   // expected seconds of shard 1
/// shards[0].tests     // its tests
/// ```
public struct TimePartition: Hashable, Sendable {
    /// One shard's share of the suite.
    public struct Shard: Hashable, Sendable {
        /// Its tests, in listing order.
        public var tests: [BundleTestIdentifier] = []
        /// The sum of their estimates.
        public var seconds: Double = 0
    }

    /// Number of shards.
    public var total: Int
    /// How far apart (the longest shard minus the shortest, as a share of the fair share) the
    /// shards may be before classes are split by method; half the 10% the shards are promised
    /// to be within, so that rounding never decides it.
    public var tolerance = 0.05

    public init(total: Int) {
        self.total = max(total, 1)
    }

    /// Splits `tests` (bundle and identifier, in listing order, each once) into ``total``
    /// shards.
    public func shards(of tests: [BundleTestIdentifier], history: TimingHistory) -> [Shard] {
        let fallback = history.fallbackSeconds
        let estimates = tests.map { history.seconds[$0] ?? fallback }
        let classes = Self.classes(of: tests, estimates: estimates)
        let fairShare = estimates.reduce(0, +) / Double(total)

        // Split the longest classes, one more at a time (longest first), while the shards are
        // further apart than the tolerance. Each round is one LPT packing: a few dozen rounds
        // of a few thousand items at most.
        let bySize = classes.indices.sorted {
            classes[$0].seconds != classes[$1].seconds
                ? classes[$0].seconds > classes[$1].seconds : classes[$0].name < classes[$1].name
        }.filter { classes[$0].members.count > 1 && classes[$0].fitsInFilter }
        var splitCount = 0
        var assigned = pack(classes: classes, splitting: [], tests: tests, estimates: estimates)
        while total > 1, splitCount < bySize.count, Self.spread(assigned.loads) > tolerance * fairShare {
            // Doubling how many are split keeps the rounds logarithmic in the class count.
            splitCount = max(1, splitCount * 2)
            let splitting = Set(bySize.prefix(splitCount))
            assigned = pack(classes: classes, splitting: splitting, tests: tests, estimates: estimates)
        }

        var shards = [Shard](repeating: Shard(), count: total)
        for (index, test) in tests.enumerated() {
            shards[assigned.shardOfTest[index]].tests.append(test)
            shards[assigned.shardOfTest[index]].seconds += estimates[index]
        }
        return shards
    }

    /// A class of the suite: its name (`Bundle/Module.Class`), its tests' indices, their sum.
    private struct Group {
        var name: String
        var members: [Int]
        var seconds: Double
        /// Whether a bundle's filter can name each of its methods (``PartitionCut`` keeps a
        /// class whole when not).
        var fitsInFilter = true
    }

    private static func classes(of tests: [BundleTestIdentifier], estimates: [Double]) -> [Group] {
        var position: [String: Int] = [:]
        var groups: [Group] = []
        for (index, test) in tests.enumerated() {
            let name = "\(test.bundle)/\(test.id.qualifiedClassName)"
            let fits = BundleArgument.filterNamesAlone(test.id.method)
            if let at = position[name] {
                groups[at].members.append(index)
                groups[at].seconds += estimates[index]
                groups[at].fitsInFilter = groups[at].fitsInFilter && fits
            } else {
                position[name] = groups.count
                groups.append(Group(name: name, members: [index], seconds: estimates[index], fitsInFilter: fits))
            }
        }
        return groups
    }

    /// One LPT packing: the classes in `splitting` go method by method, the others whole.
    private func pack(
        classes: [Group], splitting: Set<Int>, tests: [BundleTestIdentifier], estimates: [Double]
    ) -> (loads: [Double], shardOfTest: [Int]) {
        var items: [Group] = []
        for (index, group) in classes.enumerated() {
            if splitting.contains(index) {
                items += group.members.map {
                    Group(name: tests[$0].description, members: [$0], seconds: estimates[$0])
                }
            } else {
                items.append(group)
            }
        }
        items.sort { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
        var loads = [Double](repeating: 0, count: total)
        var shardOfTest = [Int](repeating: 0, count: tests.count)
        for item in items {
            var target = 0
            for shard in 1..<total where loads[shard] < loads[target] { target = shard }
            loads[target] += item.seconds
            for member in item.members { shardOfTest[member] = target }
        }
        return (loads, shardOfTest)
    }

    /// The longest shard minus the shortest.
    static func spread(_ loads: [Double]) -> Double {
        (loads.max() ?? 0) - (loads.min() ?? 0)
    }
}
