import HarnessWire

/// `--partition time:K/N`: shards balanced by the run history's durations.
///
/// Every selected test is assigned to exactly one of the N shards, the same way on every
/// machine that reads the same history: classes (a bundle's tests of one class) are packed
/// longest first onto the least-loaded shard (LPT), ties broken by name; a class whose
/// estimate exceeds a shard's fair share (total ÷ N) is packed method by method instead, so
/// one long class cannot bound the slowest shard. Tests the history has never seen count at
/// the median known test, so with no history at all the shards are balanced by test count.
///
/// ```swift
/// let shards = TimePartition(total: 3).shards(of: selected, history: history)
/// shards[0].seconds   // expected seconds of shard 1
/// shards[0].tests     // its tests
/// ```
public struct TimePartition: Hashable, Sendable {
    /// One shard's share of the suite.
    public struct Shard: Hashable, Sendable {
        /// (bundle, test) pairs, in listing order.
        public var tests: [(bundle: String, id: TestIdentifier)] = []
        /// The sum of their estimates.
        public var seconds: Double = 0

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.seconds == rhs.seconds
                && lhs.tests.map { "\($0.bundle)/\($0.id)" } == rhs.tests.map { "\($0.bundle)/\($0.id)" }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(seconds)
            for test in tests { hasher.combine("\(test.bundle)/\(test.id)") }
        }
    }

    /// Number of shards.
    public var total: Int

    public init(total: Int) {
        self.total = max(total, 1)
    }

    /// Splits `tests` (bundle and identifier, in listing order) into ``total`` shards.
    public func shards(of tests: [(bundle: String, id: TestIdentifier)], history: TimingHistory) -> [Shard] {
        let fallback = history.fallbackSeconds
        let estimates = tests.map { history.seconds[TimingHistory.key($0.bundle, $0.id)] ?? fallback }
        let grandTotal = estimates.reduce(0, +)
        let fairShare = grandTotal / Double(total)

        // Items to pack: whole classes, or the methods of a class longer than a fair share.
        var classes: [String: [Int]] = [:]
        var classOrder: [String] = []
        for (index, test) in tests.enumerated() {
            let name = "\(test.bundle)/\(test.id.qualifiedClassName)"
            if classes[name] == nil { classOrder.append(name) }
            classes[name, default: []].append(index)
        }
        var items: [(name: String, seconds: Double, members: [Int])] = []
        for name in classOrder {
            let members = classes[name] ?? []
            let seconds = members.reduce(0) { $0 + estimates[$1] }
            if total > 1, seconds > fairShare, members.count > 1 {
                items += members.map { ("\(tests[$0].bundle)/\(tests[$0].id)", estimates[$0], [$0]) }
            } else {
                items.append((name, seconds, members))
            }
        }
        items.sort { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }

        var loads = [Double](repeating: 0, count: total)
        var assigned = [Int](repeating: 0, count: tests.count)
        for item in items {
            var target = 0
            for shard in 1..<total where loads[shard] < loads[target] { target = shard }
            loads[target] += item.seconds
            for member in item.members { assigned[member] = target }
        }
        var shards = [Shard](repeating: Shard(), count: total)
        for (index, test) in tests.enumerated() {
            shards[assigned[index]].tests.append(test)
            shards[assigned[index]].seconds += estimates[index]
        }
        return shards
    }
}
