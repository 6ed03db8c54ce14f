/// Which of N machines this one is, as a CI service's or Bazel's variables say: `index` is
/// 1-based, as `--partition K/N` writes it, whatever base the variables use; `source` names who
/// said so. The one shard type the session reads from the environment.
///
/// ```swift
/// let position = ShardPosition(index: 2, total: 4, source: "GitLab")
/// Partition(kind: .count, index: position.index, total: position.total)   // count:2/4
/// ```
public struct ShardPosition: Hashable, Sendable {
    public var index: Int
    public var total: Int
    /// `Bazel`, `GitLab`, `CircleCI`, `Buildkite`.
    public var source: String

    public init(index: Int, total: Int, source: String) {
        self.index = index
        self.total = total
        self.source = source
    }
}
