import ArgumentParser
import Foundation
import HarnessRunner

/// `harness test`'s options for how the run is cut: class splitting, and a dry run that prints
/// the cut instead of running it.
struct SchedulingOptions: ParsableArguments {
    @Flag(help: "Never split a long class across workers by method (its class set-up then runs once).")
    var noSplitClasses = false

    @Flag(help: "Print what would run (with --partition time:K/N, every shard's tests and expected time) and stop.")
    var dryRun = false

    /// The dry run's lines: each time shard's expected seconds and tests, or the plan's units.
    static func dryRunLines(
        plan: RunPlan, request: RunRequest, inventory: TestInventory, history: TimingHistory
    ) -> [String] {
        var lines: [String] = []
        if let partition = request.partition, partition.kind == .time {
            var unpartitioned = request
            unpartitioned.partition = nil
            let all = (try? RunPlanner(inventory: inventory, request: unpartitioned, history: history).plan())
            let selected = Set(all?.testsInListingOrder ?? [])
            let candidates = inventory.allTests.filter { selected.contains($0.id) }
            let shards = TimePartition(total: partition.total).shards(of: candidates, history: history)
            for (index, shard) in shards.enumerated() {
                let mark = index + 1 == partition.index ? " (this machine)" : ""
                lines.append(
                    String(
                        format: "shard %d/%d: %d tests, %.3fs expected%@", index + 1, partition.total,
                        shard.tests.count, shard.seconds, mark))
                lines += shard.tests.map { "  \($0.id)" }
            }
            return lines
        }
        let seconds = plan.units.reduce(0) { $0 + $1.estimate }
        lines.append(String(format: "%d tests in %d units, %.3fs expected", plan.testCount, plan.units.count, seconds))
        for unit in plan.units {
            let part = unit.isWholeClass ? "" : " (\(unit.tests.count) of its tests)"
            lines.append(String(format: "  %8.3fs %@%@", unit.estimate, unit.qualifiedName, part))
        }
        return lines
    }
}
