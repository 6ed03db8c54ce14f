import HarnessModel

/// The shard a CI service's parallel jobs assign, read from its own variables the way Bazel's
/// `TEST_SHARD_INDEX`/`TEST_TOTAL_SHARDS` are read:
///
/// | service | index | total | index base |
/// |---|---|---|---|
/// | GitLab (`parallel:`) | `CI_NODE_INDEX` | `CI_NODE_TOTAL` | 1 |
/// | CircleCI (`parallelism:`) | `CIRCLE_NODE_INDEX` | `CIRCLE_NODE_TOTAL` | 0 |
/// | Buildkite (`parallelism:`) | `BUILDKITE_PARALLEL_JOB` | `BUILDKITE_PARALLEL_JOB_COUNT` | 0 |
///
/// ```swift
/// let ci = try CIShardEnvironment(settings.environment)
/// ci.shard   // (index: 2, total: 4, source: "GitLab"): 1-based, as `--partition` writes it
/// ```
package struct CIShardEnvironment: Hashable, Sendable {
    /// One service's variables.
    struct Service {
        var name: String
        var index: String
        var total: String
        var base: Int
    }

    static let services = [
        Service(name: "GitLab", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", base: 1),
        Service(name: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", base: 0),
        Service(name: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", base: 0),
    ]

    /// A variable whose value cannot name a shard; reads after "failed to …".
    package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The shard, when a service's total is set.
    package var shard: ShardPosition?

    /// Reads the first service whose total variable is set; throws for values that name no
    /// shard (a total below 1, an index outside it).
    package init(_ environment: [String: String]) throws(Problem) {
        for service in Self.services {
            guard let totalText = environment[service.total], !totalText.isEmpty else { continue }
            guard let total = Int(totalText), total >= 1 else {
                throw Problem(
                    description:
                        "read \(service.name)'s shard: \(service.total)=\(totalText) is not a positive whole number")
            }
            let indexText = environment[service.index] ?? ""
            let last = service.base + total - 1
            guard let index = Int(indexText), (service.base...last).contains(index) else {
                throw Problem(
                    description:
                        "read \(service.name)'s shard: \(service.index)=\(indexText) is not a whole number "
                        + "from \(service.base) to \(last)"
                )
            }
            shard = ShardPosition(index: index - service.base + 1, total: total, source: service.name)
            return
        }
        shard = nil
    }
}
