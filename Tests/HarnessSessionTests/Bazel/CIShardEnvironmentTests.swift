import HarnessModel
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// CI services' shard variables, read as Bazel's are.
struct CIShardEnvironmentTests {
    @Test(arguments: [
        (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], 2, 4, "GitLab"),
        (["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"], 1, 3, "CircleCI"),
        (["BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "5"], 5, 5, "Buildkite"),
    ])
    func eachServiceNamesAOneBasedShard(environment: [String: String], index: Int, total: Int, service: String) throws {
        let shard = try CIShardEnvironment(environment).shard
        #expect(shard == ShardPosition(index: index, total: total, source: service))
    }

    @Test func noVariablesNoShard() throws {
        #expect(try CIShardEnvironment(["PATH": "/bin"]).shard == nil)
    }

    @Test(arguments: [
        ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"],
        ["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "3"],
        ["BUILDKITE_PARALLEL_JOB": "x", "BUILDKITE_PARALLEL_JOB_COUNT": "2"],
        ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "0"],
    ])
    func valuesThatNameNoShardAreOneLineErrors(environment: [String: String]) {
        #expect(throws: CIShardEnvironment.Problem.self) { try CIShardEnvironment(environment) }
    }
}
