import HarnessWire

/// Which slice of the suite this machine runs: `--partition count:K/N`, `hash:K/N` or
/// `time:K/N`, or Bazel's `TEST_SHARD_INDEX`/`TEST_TOTAL_SHARDS` (and CI's own variables, see
/// ``CIShardEnvironment``).
///
/// Every kind cuts the **whole list of tests** the bundles list, never the filtered selection
/// (``PartitionCut``): each invocation then keeps the selected tests of its own slice, so N
/// invocations are disjoint and cover the selection whatever each one selects.
///
/// - `count:K/N` takes every N-th test of the sorted list, starting at the K-th: slices
///   differ in size by at most one, but adding a test can move others to another slice.
/// - `hash:K/N` keeps a test in slice K when a stable hash of its name (FNV-1a, 64 bit) modulo
///   N is K−1: the same test lands in the same slice on every machine and every run, whatever
///   else is added.
/// - `time:K/N` balances the slices by the run history's partition estimates
///   (``TimePartition``), which shard runs never move: every shard of a round cuts the same.
///
/// ```swift
/// let partition = try Partition(parsing: "hash:2/3")
/// let cut = PartitionCut(partition: partition, universe: inventory.allTests, history: timings)
/// ```
public struct Partition: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case count
        case hash
        /// Balanced by recorded durations; the planner cuts it (``TimePartition``).
        case time
    }

    public var kind: Kind
    /// 1-based slice number.
    public var index: Int
    /// Number of slices.
    public var total: Int

    /// Why a partition could not be parsed; reads after "failed to …".
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(kind: Kind, index: Int, total: Int) {
        self.kind = kind
        self.index = index
        self.total = total
    }

    /// Parses `count:K/N` or `hash:K/N` with 1 ≤ K ≤ N.
    public init(parsing text: String) throws(ParseError) {
        let usage = "write count:K/N, hash:K/N or time:K/N with 1 ≤ K ≤ N, for example time:1/3"
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]) else {
            throw ParseError(description: "parse partition '\(text)': \(usage)")
        }
        let numbers = parts[1].split(separator: "/").map { Int($0) }
        guard numbers.count == 2, let index = numbers[0], let total = numbers[1], total >= 1,
            (1...total).contains(index)
        else {
            throw ParseError(description: "parse partition '\(text)': \(usage)")
        }
        self.init(kind: kind, index: index, total: total)
    }

    public var description: String { "\(kind.rawValue):\(index)/\(total)" }

    /// FNV-1a over the UTF-8 bytes (``StableHash``): the same on every machine and Swift
    /// version (unlike `Hasher`, which is seeded per process).
    public static func stableHash(_ text: String) -> UInt64 {
        StableHash.fnv1a64(text)
    }
}
