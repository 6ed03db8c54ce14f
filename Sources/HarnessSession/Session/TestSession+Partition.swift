import HarnessModel
import HarnessReports
import HarnessWire

extension TestSession {
    /// The partition: `--partition` as given (a kind alone takes K/N from the environment),
    /// else CI's shard variables, else Bazel's, each a `count` partition as Bazel's runners cut.
    static func partition(
        option: String?, bazel: BazelEnvironment, environment: [String: String]
    ) throws(HarnessFailure) -> Partition? {
        let ci: CIShardEnvironment
        do {
            ci = try CIShardEnvironment(environment)
        } catch {
            throw HarnessFailure("failed to \(error)", code: RunnerExitCode.badInput)
        }
        let fromEnvironment = ci.shard ?? bazel.shard
        if let option, let kind = Partition.Kind(rawValue: option) {
            guard let shard = fromEnvironment else {
                throw HarnessFailure(
                    "failed to pick a shard for --partition \(option): "
                        + "no CI or Bazel shard variables are set; write \(option):K/N",
                    code: RunnerExitCode.badInput)
            }
            return Partition(kind: kind, index: shard.index, total: shard.total)
        }
        if let option {
            do {
                return try Partition(parsing: option)
            } catch {
                throw HarnessFailure("failed to \(error)", code: RunnerExitCode.badInput)
            }
        }
        return fromEnvironment.map { Partition(kind: .count, index: $0.index, total: $0.total) }
    }

    /// The `--timings-from` reports' seconds per test, read before anything is built; they
    /// balance a `time` partition, so without one they are refused (bad input), never ignored.
    static func reportedTimings(_ paths: [String], partition: Partition?) throws(HarnessFailure)
        -> [TestIdentifier: Double]?
    {
        guard !paths.isEmpty else { return nil }
        guard let partition, partition.kind == .time else {
            let given = partition.map { "partition \($0)" } ?? "no partition"
            throw HarnessFailure(
                "--timings-from balances a time partition, and this run has \(given): add --partition time:K/N "
                    + "(or time, with CI's shard variables)",
                code: RunnerExitCode.badInput)
        }
        return try JUnitTimings.read(paths: paths)
    }
}
